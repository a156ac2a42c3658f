import { describe, expect, it } from 'vitest';
import { searchHit } from '../testing/search-hit.ts';
import type { SearchHitInfo, SearchToolResult } from '../tools/types.ts';
import { byShareThenRank, decideFromSearch, knownSubject, withPriceUnknown } from './plan-search.ts';
import type { Step } from './plan-types.ts';
import { questionFrame } from './question-frame.ts';

const topic: SearchHitInfo = {
  kind: 'knowledge',
  id: 1,
  title: 'How big is the ship?',
  titleAr: 'ما حجم السفينة؟',
  text: 'Marsa has 9 dining venues.',
  textAr: null,
  coverage: 1,
  named: false,
  matched: 2,
  missing: [],
  updatedAt: '2026-11-24T00:00:00.000Z',
};
const search = (query: string): SearchToolResult => ({ query, ideas: 2, hits: [topic] });

describe('the list a question asks for', () => {
  it("reads 'do you have a Lebanese restaurant?' in Arabic as the list, not an FAQ sharing its words", () => {
    expect(decideFromSearch('restaurants', search('عندكم مطعم لبناني؟'), 'عندكم مطعم لبناني؟')).toEqual({
      kind: 'intent',
    });
  });

  it('answers from the topic when the word that names the list is a minor idea beside it', () => {
    // 'dinner' names the restaurants, but beside babysitting it only says why the parents go out.
    const question = 'someone to watch our toddler while we go to dinner?';
    const babysitting = searchHit({ title: 'Is babysitting available?', matched: 1 });
    const found = { query: question, normalised: question, ideas: 1, hits: [babysitting] };
    expect(decideFromSearch('restaurants', found, question)).toEqual({ kind: 'answer', hit: babysitting });
    // Asked for the list itself, the list answers.
    const list = 'where can we have dinner?';
    const dining = {
      query: list,
      normalised: list,
      ideas: 1,
      hits: [searchHit({ title: 'Do I need to book a table?' })],
    };
    expect(decideFromSearch('restaurants', dining, list)).toEqual({ kind: 'intent' });
  });

  it('keeps a longer question about one thing for the FAQ that answers it', () => {
    const question = 'هل يوجد في السبا قسم خاص بالسيدات؟';
    expect(decideFromSearch('spa', search(question), question).kind).toBe('answer');
  });
});

const hit = (title: string, missing: string[]): SearchHitInfo =>
  searchHit({ kind: 'venue', title, coverage: 0.5, missing });
const searchOf = (hits: SearchHitInfo[]) => ({ query: '', ideas: 2, hits });

describe('the subject without the words the ship does not know', () => {
  it('drops a word no hit holds and the lexicon does not know', () => {
    const frame = questionFrame('what time does the pool empty out');
    expect(frame.subject).toEqual(['pool', 'empty', 'out']);
    const known = knownSubject(frame, searchOf([hit('Lido Pool', ['w:empty', 'w:out'])]));
    expect(known).toEqual({ asks: 'time', subject: ['pool'] });
  });

  it('keeps a word some record holds, and gives up when nothing known is left', () => {
    const frame = questionFrame('what time does the pool bar open');
    expect(knownSubject(frame, searchOf([hit('Juice & Mocktail Bar', [])]))).toBeUndefined();
    const casino = questionFrame('what time does the casino open');
    expect(knownSubject(casino, searchOf([hit('Lido Pool', ['w:casino'])]))).toBeUndefined();
  });
});

describe('a price the answer does not state', () => {
  const smoking: SearchHitInfo = {
    ...topic,
    title: 'Where can I smoke?',
    text: 'Smoking, including shisha, is allowed only on Deck 16; a cleaning fee is charged for smoking in a cabin.',
  };
  const step = (latest: string, lang: 'en' | 'ar') =>
    ({ focus: { latest }, voice: { lang, today: '2026-11-24', brand: 'Marsa' } }) as unknown as Step;

  it('gives the rule and says the price is not known, with staff offered', () => {
    const text = withPriceUnknown(step('كم سعر الشيشة؟', 'ar'), smoking, 'القاعدة');
    expect(text).toContain('القاعدة');
    expect(text).toContain('لا تتوفر لدي معلومات عن سعره');
  });

  it('leaves an answer that states an amount, and a question that asks no price', () => {
    const priced = { ...smoking, text: 'The photo package costs $149.' };
    expect(withPriceUnknown(step('how much is the photo package?', 'en'), priced, 'A')).toBe('A');
    expect(withPriceUnknown(step('where can I smoke?', 'en'), smoking, 'A')).toBe('A');
  });

  it('leaves a question whose amount is a minor idea beside a gratuity', () => {
    const tipping = { ...smoking, text: 'Service charges are included in your fare.' };
    expect(
      withPriceUnknown(step('how much should we leave the cabin steward as a tip?', 'en'), tipping, 'A'),
    ).toBe('A');
  });
});

describe('the order framed candidates are tried in', () => {
  const covering = (title: string, coverage: number) => ({ ...hit(title, []), coverage });
  const luggage = covering('Luggage Services', 0.82);
  const disembark = covering('How does disembarkation work on the last day?', 0.66);
  const embark = covering('When and where does embarkation start?', 0.32);
  const ranks = new Map([[embark.title, 2]]);
  const byRank = (a: SearchHitInfo, b: SearchHitInfo) =>
    (ranks.get(b.title) ?? 0) - (ranks.get(a.title) ?? 0);

  it('tries a record covering under half of the best after the others, whatever its rank', () => {
    const order = byShareThenRank([luggage, disembark, embark], byRank).map((h) => h.title);
    expect(order).toEqual([luggage.title, disembark.title, embark.title]);
  });

  it('keeps it among the candidates, and orders the rest by rank', () => {
    const order = byShareThenRank([luggage, disembark, { ...embark, coverage: 0.5 }], byRank);
    expect(order.map((h) => h.title)).toEqual([embark.title, luggage.title, disembark.title]);
  });
});

describe("a place's hours beside a policy that speaks of hours", () => {
  const booking = searchHit({
    id: 25,
    title: 'How do I book or cancel a spa appointment?',
    text: 'Appointments can be cancelled free of charge up to 12 hours before.',
    textAr: 'يمكن إلغاء الموعد مجانًا حتى 12 ساعة قبل موعده.',
    matched: 2,
  });
  const hours = searchHit({
    id: 24,
    title: 'What are the spa opening hours?',
    text: 'Marsa Spa on Deck 17 is open 08:00–22:00.',
    matched: 2,
  });
  const found = (question: string) => ({
    query: question,
    normalised: question,
    ideas: 2,
    hits: [booking, hours],
  });

  it.each(['what time does the spa open?', 'مواعيد السبا ايه؟', 'لأيمتى السبا فاتح بالليل؟', 'spa hours?'])(
    'answers %s with the hours the spa keeps, not the cancellation policy',
    (question) => {
      expect(decideFromSearch('spa', found(question), question)).toEqual({ kind: 'answer', hit: hours });
    },
  );

  it('keeps the policy for a question that is not about hours', () => {
    const question = 'can I cancel my spa appointment?';
    expect(decideFromSearch('spa', found(question), question)).toEqual({ kind: 'answer', hit: booking });
  });

  it('keeps the policy when no other topic as close states clock hours', () => {
    const question = 'spa hours?';
    const only = { query: question, normalised: question, ideas: 2, hits: [booking] };
    expect(decideFromSearch('spa', only, question)).toEqual({ kind: 'answer', hit: booking });
  });
});
