import { describe, expect, it } from 'vitest';
import { menuAnswerItems, readMenuQuestion } from './menu-questions.ts';

const answered = (text: string, asksPrice = false) => {
  const question = readMenuQuestion(text, asksPrice);
  return question ? menuAnswerItems(question).map((item) => item.name) : undefined;
};

describe('readMenuQuestion: questions the room-service menu answers', () => {
  it.each([
    ['what does the margherita pizza cost from room service?', false, ['Margherita Pizza']],
    ['how much is a club sandwich?', true, ['Club Sandwich']],
    ["what's the price of a cappuccino?", true, ['Cappuccino']],
    ['بكم طبق الشاورما؟', true, ['Chicken Shawarma Plate']],
    ['كم سعر البيتزا من خدمة الغرف؟', true, ['Margherita Pizza']],
    ['which desserts can I order to my room?', false, ['Fruit Platter', 'Chocolate Cake']],
    ['وش عندكم حلى في قائمة خدمة الغرف؟', false, ['Fruit Platter', 'Chocolate Cake']],
  ])('%j → %j', (text, asksPrice, items) => {
    expect(answered(text, asksPrice)).toEqual(items);
  });

  it('lists the drinks, or the whole menu, when no dish is named', () => {
    expect(answered('what drinks are on the in-room dining menu?')).toContain('Mint Tea');
    expect(answered('what drinks are on the in-room dining menu?')).not.toContain('Club Sandwich');
    expect(answered("what's on the room service menu?")).toHaveLength(16);
  });

  it('names what the menu lacks', () => {
    expect(readMenuQuestion('how much is a burger on the room service menu?', true)?.missing).toEqual([
      'burger',
    ]);
  });

  it.each([
    ['what number do I dial for room service?', true],
    ['how long does room service take to arrive?', false],
    ['how much is a birthday cake?', true],
    ['how much is a coffee at the Nakheel Lounge?', true],
    ['how much is the Family Fun Pass?', true],
    ['where can I get a coffee late at night?', false],
    ['is there an extra charge if I order food at 2am?', true],
    ['بكم البرجر؟', true],
    ['can I drink water from the tap in my cabin?', false],
    ['هل الموية في الغرفة مجانية؟', false],
    ['is breakfast in the cabin free?', false],
    ['do you have a kids menu at the buffet?', false],
    ['what desserts are on the menu at Layalina?', false],
  ])('is not a menu question: %j', (text, asksPrice) => {
    expect(readMenuQuestion(text, asksPrice)).toBeUndefined();
  });
});
