import { describe, expect, it } from 'vitest';
import { alternativesNamed, type Describable, matchEntity, NAMED, scoreEntity } from './match.ts';

const balloon = { name: 'Private Hot-Air Balloon over AlUla', nameAr: 'منطاد خاص فوق العُلا' };
const hegra = { name: 'AlUla & Hegra Heritage Expedition', nameAr: 'رحلة العُلا والحِجر التراثية' };
const stars = { name: 'Elephant Rock Sunset & Stargazing', nameAr: 'الغروب عند جبل الفيل ورصد النجوم' };

describe('Arabic name words', () => {
  it("count like the English name's words, with the article and a joined 'and' read apart", () => {
    expect(scoreEntity('ابي احجز رحلة المنطاد', balloon)).toBeGreaterThanOrEqual(70);
    expect(scoreEntity('ابي اشوف النجوم', stars)).toBeGreaterThanOrEqual(70);
    expect(scoreEntity('العشاء والمنطاد', balloon)).toBeGreaterThanOrEqual(70);
    // Kinds of outing ('رحلة') and small words name nothing on their own.
    expect(scoreEntity('ابي رحلة', hegra)).toBeLessThan(60);
  });

  it('are the same name typed without the final hamza or with other letter forms', () => {
    const petra = { name: 'Petra Grand Tour', nameAr: 'جولة البتراء الكبرى' };
    expect(scoreEntity('فيه رحلة للبترا؟', petra)).toBeGreaterThanOrEqual(NAMED);
    expect(scoreEntity('جوله البترا الكبري', petra)).toBe(90);
    expect(scoreEntity('مطعم خزامي وينه', { name: 'Khuzama', nameAr: 'خزامى' })).toBeGreaterThanOrEqual(
      NAMED,
    );
  });

  it('pick the one the words name best, and leave a tie undecided', () => {
    expect(matchEntity('رحلة المنطاد في العلا', [balloon, hegra, stars], (e) => e).best).toBe(balloon);
    expect(matchEntity('رحلات العلا', [balloon, hegra], (e) => e).best).toBeUndefined();
  });
});

describe('a name in capitals', () => {
  it("is named by its two-letter word ('the VR one'), which other words of two letters are not", () => {
    const vr = { name: 'VR Zone' };
    const kids = { name: 'Kids Zone' };
    expect(matchEntity('how old do you have to be for the VR one?', [kids, vr], (e) => e).best).toBe(vr);
    expect(scoreEntity('can we go there?', { name: 'Go karts' })).toBeLessThan(60);
    expect(scoreEntity('is that one cheaper before 11?', { name: 'Launderette, Deck 11' })).toBeLessThan(60);
  });
});

const wadiRum = { name: 'Wadi Rum Jeep & Camel Adventure', nameAr: 'مغامرة وادي رم بالجيب والجمال' };
const khuzama = { name: 'Khuzama', nameAr: 'خزامى' };
const buffet = { name: 'Amwaj Buffet', nameAr: 'بوفيه أمواج' };
const naama = {
  name: 'Naama Bay Glass-Boat Family Cruise',
  nameAr: 'رحلة عائلية بالقارب الزجاجي في خليج نعمة',
};

describe('Arabic names in guest words', () => {
  it('finds a distinctive word of the Arabic name, with the letters Arabic attaches', () => {
    expect(scoreEntity('ابغى احجز رحلة وادي رم لثلاثه اشخاص', wadiRum)).toBeGreaterThanOrEqual(NAMED);
    expect(scoreEntity('بدي احجز بخزامى بكرا', khuzama)).toBeGreaterThanOrEqual(NAMED);
  });

  it('never by a word every name of the kind has, or a stop word a clitic leaves behind', () => {
    // 'رحلة' is in many excursion names; 'بوفيه' stripped of ب is 'وفي' (and in).
    expect(scoreEntity('ايش ارخص رحله بريه؟', naama)).toBeLessThan(NAMED);
    expect(scoreEntity('سوق السمك في الطابق 5، وفي أي دور؟', buffet)).toBeLessThan(NAMED);
  });
});

const treatments: Describable[] = [
  { name: 'Signature Red Sea Massage', keywords: ['Full-body massage', 'Warm oils'] },
  { name: 'Royal Rejuvenation Facial', keywords: ['Facial massage', 'Gold mask'] },
  { name: 'Serenity Suite Couples Retreat', keywords: ['Side-by-side massages'] },
  { name: 'Traditional Hammam Ritual', keywords: ['Steam', 'Scrub'] },
  { name: 'Desert Rose Body Wrap', keywords: ['Mineral mud'] },
];
const names = (text: string) => alternativesNamed(text, treatments, (item) => item).map((item) => item.name);

describe('the things a comparison is between', () => {
  it('takes one thing per alternative, by the name that holds the guest word', () => {
    expect(names('which is more expensive, the facial or the massage?')).toEqual([
      'Royal Rejuvenation Facial',
      'Signature Red Sea Massage',
    ]);
    expect(names('which is cheaper, the hammam or the body wrap?')).toEqual([
      'Traditional Hammam Ritual',
      'Desert Rose Body Wrap',
    ]);
    expect(names('hammam vs body wrap')).toEqual(['Traditional Hammam Ritual', 'Desert Rose Body Wrap']);
  });

  it('compares nothing in particular when the question names no two things', () => {
    expect(names('which is the cheapest treatment?')).toEqual([]);
    expect(names('is the hammam cheaper?')).toEqual(['Traditional Hammam Ritual']);
  });
});
