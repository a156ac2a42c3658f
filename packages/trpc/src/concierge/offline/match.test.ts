import { describe, expect, it } from 'vitest';
import { NAMED, scoreEntity } from './match.ts';

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
