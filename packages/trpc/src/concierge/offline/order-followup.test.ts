import { describe, expect, it } from 'vitest';
import { readOrder } from '../../domains/departments/room-service/order-items.ts';
import { normalize } from './language.ts';
import {
  answerAboutLastOrder,
  answerDeliveryAfterMenu,
  ordersDishShown,
  withDishShown,
} from './order-followup.ts';

const voice = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;
const placed = 'Your room service order #7 is placed: 2 × Cappuccino. Estimated delivery: 30-45 minutes.';

describe('a question about the order just placed', () => {
  it('answers "how long will that take?" with that order\'s delivery estimate', () => {
    expect(answerAboutLastOrder(voice, 'how long will that take?', placed)).toBe(
      'Your order should arrive in about 30-45 minutes.',
    );
    expect(answerAboutLastOrder(voice, 'when will it arrive?', placed)).toContain('30-45 minutes');
  });

  it('answers "how much is that?" with the total the order proposal showed', () => {
    const proposed =
      'Please confirm:\n• 2 × Club Sandwich ($18.00 each)\n• Total: $36.00 (SAR 135.00)\n• Delivery in about 30-45 minutes';
    expect(answerAboutLastOrder(voice, 'how much is that?', proposed)).toBe(
      'The order comes to $36.00 (SAR 135.00).',
    );
    expect(answerAboutLastOrder(voice, 'how much is the spa?', proposed)).toBeUndefined();
  });

  it('leaves other questions, and questions after other answers, to the concierge', () => {
    expect(answerAboutLastOrder(voice, 'what number do I dial for room service?', placed)).toBeUndefined();
    expect(answerAboutLastOrder(voice, 'how long will that take?', 'The spa is on Deck 17.')).toBeUndefined();
  });
});

describe('a message right after the room-service menu was shown', () => {
  const oneDish = 'On the room-service menu:\n• Club Sandwich — $18.00\nTell me if you would like to order.';

  it('answers how long delivery takes ("and how long does it take to get to the cabin")', () => {
    expect(
      answerDeliveryAfterMenu(voice, 'and how long does it take to get to the cabin', oneDish),
    ).toContain('30-45 minutes');
    expect(
      answerDeliveryAfterMenu(voice, 'how long does it take?', 'The spa is on Deck 17.'),
    ).toBeUndefined();
  });

  it('reads "one" as the one dish shown ("send one up with a latte")', () => {
    expect(withDishShown('ok send one up with a latte', oneDish)).toBe(
      'ok send one Club Sandwich up with a latte',
    );
    expect(withDishShown('send a club sandwich up', oneDish)).toBe('send a club sandwich up');
    expect(withDishShown('ok send one up', 'The spa is on Deck 17.')).toBe('ok send one up');
  });
});

describe('ordering the dish just shown by pointing', () => {
  const menuAnswer =
    'On the room-service menu:\n• Fruit Platter — $14.00\nTell me if you would like to order.';
  const topic = 'Room service is available 24 hours. Continental breakfast is complimentary.';
  it('reads it, that or one as the one dish shown', () => {
    expect(ordersDishShown("ok I'll take one", menuAnswer)).toBe(true);
    expect(ordersDishShown('great, order it', topic)).toBe(true);
    expect(ordersDishShown('زين اطلبها لي', menuAnswer)).toBe(true);
    expect(
      readOrder(normalize(withDishShown("I'd like that one please", menuAnswer))).lines[0]?.item.name,
    ).toBe('Fruit Platter');
    expect(readOrder(normalize(withDishShown('زين اطلبها لي', menuAnswer))).unknown).toEqual([]);
  });
  it('never orders from a question or after several dishes', () => {
    expect(ordersDishShown('can I order it to the pool?', menuAnswer)).toBe(false);
    expect(ordersDishShown('order it', 'Club Sandwich $18 or Caesar Salad $16.')).toBe(false);
  });
});
