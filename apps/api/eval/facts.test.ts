import { describe, expect, it } from 'vitest';
import {
  arabicShare,
  deck,
  holds,
  hours,
  minutes,
  normalize,
  outsideSourceQuotes,
  sar,
  saysDontKnow,
  sourceCorpus,
  time,
  usd,
} from './facts.ts';

const says = (reply: string, fact: Parameters<typeof holds>[1]) => holds(normalize(reply), fact);

describe('eval fact matchers', () => {
  it('read times in 24-hour, 12-hour and Arabic forms, never a neighbouring time', () => {
    for (const reply of [
      'at 19:30',
      'at 7:30 PM',
      'at 7.30pm',
      'الساعة ١٩:٣٠',
      'الساعة 7:30 م',
      '7:30 مساءً',
    ]) {
      expect(says(reply, time('19:30')), reply).toBe(true);
    }
    for (const reply of ['at 7:30 AM', 'at 17:30', '09:30', '7:30 ص']) {
      expect(says(reply, time('19:30')), reply).toBe(false);
    }
    expect(says('from 7 am', time('07:00'))).toBe(true);
    expect(says('until 17:00', time('07:00'))).toBe(false);
    expect(says('open until midnight', time('00:00'))).toBe(true);
    expect(says('from 12:00 PM', time('12:00'))).toBe(true);
  });

  it('read prices in dollars and riyals with or without separators and Arabic-Indic digits', () => {
    for (const reply of ['$1,250.00', 'USD 1250', '1250 دولار', '‏١٬٢٥٠٫٠٠ US$']) {
      expect(says(reply, usd(1250)), reply).toBe(true);
    }
    expect(says('$12,500', usd(1250))).toBe(false);
    expect(says('(SAR 1,083.75)', sar(1083.75))).toBe(true);
    expect(says('‏1,083.75 ر.س.‏', sar(1083.75))).toBe(true);
  });

  it('read decks and durations in English and Arabic', () => {
    expect(says('on Deck 16', deck(16))).toBe(true);
    expect(says('في الطابق ١٦', deck(16))).toBe(true);
    expect(says('Deck 1', deck(16))).toBe(false);
    expect(says('90 minutes', minutes(90))).toBe(true);
    expect(says('٩٠ دقيقة', minutes(90))).toBe(true);
    expect(says('a 12-hour day', hours(12))).toBe(true);
  });

  it('match Arabic words whatever their alef, ta marbuta or diacritics', () => {
    expect(says('يُرجى ارتداء اللباس الأنيق', 'انيق')).toBe(true);
    expect(says('مدار الساعه', 'مدار الساعة')).toBe(true);
  });

  it("tell a don't-know reply from one that merely mentions Guest Services", () => {
    expect(saysDontKnow(normalize("I'm sorry, I don't have information about that."))).toBe(true);
    expect(saysDontKnow(normalize('عذرًا، لا تتوفر لدي معلومات حول ذلك.'))).toBe(true);
    expect(saysDontKnow(normalize('Check the requirements with Guest Services first.'))).toBe(false);
  });

  it('measure how much of a reply is Arabic', () => {
    expect(arabicShare('يقع المصلى في الطابق 4')).toBe(1);
    expect(arabicShare('The Prayer Room is on Deck 4')).toBe(0);
  });

  it("judge a reply's language without its verbatim quotes of the ship's records, and only those", () => {
    const corpus = sourceCorpus(['Drones may not be flown from the ship.', 'Temples of Luxor and Karnak']);
    const framed =
      'هذه المعلومة بالإنجليزية فقط، وأنقلها كما وردت:\n«Drones may not be flown from the ship.»';
    expect(arabicShare(outsideSourceQuotes(framed, corpus))).toBe(1);
    // A quote the ship never wrote still counts as the reply's own English.
    const invented = 'إليك الجواب: «Drones are welcome on the top deck at any time of the day.»';
    expect(arabicShare(outsideSourceQuotes(invented, corpus))).toBeLessThan(0.5);
    // A reply that is nothing but a quote has no Arabic of its own.
    expect(arabicShare(outsideSourceQuotes('«Temples of Luxor and Karnak»', corpus))).toBe(0);
  });
});
