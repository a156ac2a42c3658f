import { describe, expect, it } from 'vitest';
import { partyOverLimit, resolveTime, withoutKindWords } from './plan-booking.ts';

const voice = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;

describe('a party larger than one booking takes', () => {
  it('is answered with the limit and a staff offer, never sent to a booking tool', () => {
    expect(partyOverLimit(voice, 20)).toBeUndefined();
    const plan = partyOverLimit(voice, 30);
    expect(plan).toMatchObject({ kind: 'text' });
    expect(plan?.kind === 'text' && plan.text).toMatch(/up to 20 guests.*group of 30.*staff/);
    const arabic = partyOverLimit({ ...voice, lang: 'ar' }, 25);
    expect(arabic?.kind === 'text' && arabic.text).toMatch(/حتى 20 ضيفًا.*من 25.*طاقمنا/);
  });
});

describe('a bare hour at a venue with neither its morning nor its evening free', () => {
  const free = ['17:30', '18:30', '19:30', '20:30'].map((time) => ({ time, spotsLeft: 50 }));

  it('is the one nearer the free times, never 8 am at a restaurant that seats from 17:30', () => {
    expect(resolveTime('08:00', true, free)).toBe('20:00');
    expect(resolveTime('07:30', true, free)).toBe('19:30');
    expect(resolveTime('08:00', false, free)).toBe('08:00');
    expect(resolveTime('09:00', true, [{ time: '09:00', spotsLeft: 4 }])).toBe('09:00');
  });
});

describe('the words that only name the kind of booking', () => {
  it('are not read as describing one of them', () => {
    expect(withoutKindWords('Can I book a spa treatment?')).not.toMatch(/spa|treatment/);
    expect(withoutKindWords('could I book an excursion please?')).not.toMatch(/excursion/);
    expect(withoutKindWords('the hammam ritual tomorrow at 10')).toBe('the hammam ritual tomorrow at 10');
  });
});
