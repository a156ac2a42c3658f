import { describe, expect, it } from 'vitest';
import { headWord, namedByHeadWord } from './head-name.ts';

const all = ['Nakheel Lounge', 'Majlis Lounge', 'Amwaj Buffet', 'Amwaj Terrace', 'Launderette, Deck 9'];

describe('a name shortened to its head word', () => {
  it('is the first word of the name that is not a word of the ship lexicon', () => {
    expect(headWord('Nakheel Lounge')).toBe('nakheel');
    expect(headWord('Launderette, Deck 9')).toBeUndefined();
  });

  it('names the place when no other name has that word', () => {
    const nakheel = new Map([['venue:1', 'Nakheel Lounge صالة النخيل']]);
    expect([...namedByHeadWord('til when is the Nakheel open?', nakheel, all).keys()]).toEqual(['venue:1']);
    expect(namedByHeadWord('til when is the Majlis open?', nakheel, all).size).toBe(0);
    const amwaj = new Map([['restaurant:2', 'Amwaj Buffet']]);
    expect(namedByHeadWord('when does amwaj open?', amwaj, all).size).toBe(0);
  });

  it('names the place by a word of its Arabic name that no other name has, under another word for its kind', () => {
    const arabicNames = [...all, 'صالة النخيل', 'صالة المجلس', 'بوفيه أمواج', 'تراس أمواج'];
    const nakheel = new Map([['venue:1', 'Nakheel Lounge صالة النخيل']]);
    expect(namedByHeadWord('لاونج النخيل بيقفل الساعة كام؟', nakheel, arabicNames).size).toBe(1);
    expect(namedByHeadWord('لاونج المجلس بيقفل الساعة كام؟', nakheel, arabicNames).size).toBe(0);
    const amwaj = new Map([['restaurant:2', 'Amwaj Buffet بوفيه أمواج']]);
    expect(namedByHeadWord('امواج بيقفل امتى؟', amwaj, arabicNames).size).toBe(0);
  });
});
