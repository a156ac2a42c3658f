import { describe, expect, it } from 'vitest';
import { extractPartySize } from './extract.ts';
import { normalize } from './language.ts';
import { companySize, namesUncountedParty } from './party-company.ts';

const party = (text: string) => extractPartySize(normalize(text));

describe('an Arabic party told as its members, in every dialect', () => {
  it('counts a group with its number beside it, before or after', () => {
    expect(party('عايز احجز لولادي الاتنين بكره')).toBe(2);
    expect(party('بدي سجّل ولادي التلاتة')).toBe(3);
    expect(party('لبناتي الثلاث')).toBe(3);
    expect(party('ابغى اسجل تلات عيال')).toBe(3);
    expect(party('احنا الاتنين')).toBe(2);
  });

  it('adds the guest, relatives and friends, and a counted group', () => {
    expect(party('انا ورفيقتي')).toBe(2);
    expect(party('انا ومراتي والولاد التلاته')).toBe(5);
    expect(party('انا وحرمتي')).toBe(2);
    expect(party('انا وابوي وامي')).toBe(3);
  });

  it("reads 'for me and for my …' with the second 'for' joined to the relative", () => {
    expect(party('ممكن تسجل الورشة لي ولابني بعد بكرة')).toBe(2);
    expect(party('بدي سجل الجولة إلي ولإختي')).toBe(2);
    expect(party('احجز لي ولزوجتي ولامي')).toBe(3);
    expect(party('احجز لي بكره الساعه 5')).toBeUndefined();
  });

  it('never joins words that are not joined by و, nor reads a want-verb as a relative', () => {
    expect(companySize(normalize('انا ابي احجز'))).toBeUndefined();
    expect(party('ابي احجز مساج بكره')).toBeUndefined();
    expect(party('نادي الاطفال الساعه 5')).toBeUndefined();
  });
});

describe('a party spoken of without a count', () => {
  it('is noticed, so the concierge asks how many rather than book one', () => {
    for (const text of [
      'ابي احجز للعيال في نادي الاطفال',
      'عايز احجز في سبيس داينر انا والعيال',
      'احجزلنا عشا في ارث',
      'احجز لنا في ليالينا',
      'sign up my kids for the kids zone',
      'book the VR Zone for us',
    ]) {
      expect(namesUncountedParty(normalize(text)), text).toBe(true);
    }
  });

  it('is not seen in a venue named for children, nor in a request for oneself', () => {
    for (const text of ['ابي احجز نادي الاطفال بكره', 'كم سعر نادي الاطفال', 'ابي احجز مساج', 'وصلنا']) {
      expect(namesUncountedParty(normalize(text)), text).toBe(false);
    }
  });
});
