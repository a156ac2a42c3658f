import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { asksPartyPrice, partyInQuestion, partyTotal, priceBasis, withoutPartyWords } from './party-price.ts';
import type { Voice } from './say.ts';

const en: Voice = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' };
const ar: Voice = { ...en, lang: 'ar' };
const retreat = { description: 'Two hours for two in the private Serenity Suite.', capacity: 2 };
const petra = { description: 'Walk the narrow Siq to the Treasury.' };
const shownPrice =
  'Petra Grand Tour: 11 hours. Price: $289.00 (SAR 1,083.75) per person. Shall I book it for you?';

describe('asksPartyPrice', () => {
  it('reads a party or whom the price is for, said after a price, as a question about it', () => {
    for (const text of [
      'and for two? or is that per person?',
      "is that per person? we're a family of four",
      'is that for each of us or for the couple?',
      'and for the two of us?',
      'what if we are four?',
      'وللتنين؟',
      'وإذا كنا أربعة؟',
      'هذا السعر للشخص ولا للاثنين؟',
      'لشخصين بكم؟',
    ])
      expect(asksPartyPrice(normalize(text), shownPrice), text).toBe(true);
  });

  it('leaves a request, an answer to "how many?", and a party after no price alone', () => {
    expect(asksPartyPrice(normalize('for two please'), shownPrice)).toBe(false);
    expect(asksPartyPrice(normalize('book it for two at 8'), shownPrice)).toBe(false);
    expect(asksPartyPrice(normalize('for two?'), 'How many guests will be joining?')).toBe(false);
    expect(asksPartyPrice(normalize('and for two?'), 'Irth is open 18:00–23:00. Shall I book a table?')).toBe(
      false,
    );
  });
});

describe('partyInQuestion', () => {
  it('reads the party in English and in Arabic dialects', () => {
    expect(partyInQuestion(normalize("is that per person? we're a family of four"))).toBe(4);
    expect(partyInQuestion(normalize('وللتنين؟'))).toBe(2);
    expect(partyInQuestion(normalize('وإذا كنا أربعة؟'))).toBe(4);
    expect(partyInQuestion(normalize('ولو احنا خمسه؟'))).toBe(5);
  });
});

describe('withoutPartyWords', () => {
  it('cuts the party out, so a family names no Family Cruise', () => {
    expect(withoutPartyWords("is that per person? we're a family of four")).toBe('is that per person?');
  });
});

describe('priceBasis and partyTotal', () => {
  it('say a record sold for two is priced for two, and anything else per person', () => {
    expect(priceBasis(en, retreat)).toBe('for two');
    expect(priceBasis(ar, retreat)).toBe('لشخصين');
    expect(priceBasis(en, petra)).toBe('per person');
  });

  it("give a party's total as the record is priced", () => {
    expect(partyTotal(en, 289, 4, 'participant', petra)).toContain('$1,156.00');
    expect(partyTotal(en, 450, 2, 'guest', retreat)).toBe('That price covers 2 guests.');
    expect(partyTotal(en, 450, 4, 'guest', retreat)).toContain('$900.00');
    expect(partyTotal(en, 450, 2, 'guest', retreat)).not.toContain('900');
    expect(partyTotal(en, 289, 1, 'participant', petra)).toBeUndefined();
  });
});
