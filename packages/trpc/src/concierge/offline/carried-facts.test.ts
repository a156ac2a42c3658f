import { formatMoney, formatTime } from '@marsa/i18n';
import { describe, expect, it } from 'vitest';
import { carriedFacts } from './carried-facts.ts';
import { inGuestLanguage } from './compose-search.ts';

const souq = { name: 'Souq Al Marsa', nameAr: 'سوق المرسى' };
const henna =
  'جلسات نقش الحناء متاحة في سوق مرسى على الطابق 4 من الساعة 16:00 حتى 20:00، وسعر الجلسة 30 دولارًا.';

describe('records in one language, carried into the other', () => {
  it('carry every figure of an English source the Arabic way, in order, once', () => {
    expect(
      carriedFacts(
        'In-cabin babysitting is available from 19:00 to 23:00 for children aged 1 and over, at $20 per hour per family. Book at Guest Services by 14:00 the same day.',
        'ar',
      ),
    ).toEqual(['من 7:00 م حتى 11:00 م', 'من عمر 1 فأكثر', '⁨$20.00⁩', '2:00 م']);
    expect(
      carriedFacts('Two suitcases of up to 23 kg each, collected on Deck 4 within 48 hours.', 'ar'),
    ).toEqual(['حقيبتان', '23 كغ', 'الطابق 4', '48 ساعة']);
    expect(carriedFacts('Items are kept for 90 days; call ext. 7777 or pay SAR 75.', 'ar')).toEqual([
      '90 يومًا',
      'الرقم الداخلي 7777',
      formatMoney(75, 'SAR', 'ar'),
    ]);
    expect(carriedFacts('Drones may not be flown from the ship.', 'ar')).toEqual([]);
    expect(carriedFacts('Guests under 16 may use it only with a parent.', 'ar')).toEqual(['دون 16 عامًا']);
  });

  it('carry counts written in words and weekdays, which a reply in the other language would drop', () => {
    expect(
      carriedFacts('Each guest may bring two suitcases of up to 23 kg each plus one carry-on bag.', 'ar'),
    ).toEqual(['حقيبتان', '23 كغ', '1 حقيبة يد']);
    expect(carriedFacts('Three sessions a day.', 'ar')).toEqual(['3 جلسات']);
    expect(
      carriedFacts(
        'There is no casino on board. Instead, the Majlis Lounge on Deck 6 hosts a board-games night every Thursday at 20:00.',
        'ar',
      ),
    ).toEqual(['الطابق 6', 'أيام الخميس', formatTime('20:00', 'ar')]);
    expect(carriedFacts('Closed on Fridays; open Saturday.', 'ar')).toEqual(['أيام الجمعة', 'يوم السبت']);
    expect(
      carriedFacts('تقام الأمسية كل خميس؟ لا: كل يوم الخميس الساعة 20:00، ولا يلزم أحد الحجز.', 'en'),
    ).toEqual(['every Thursday', formatTime('20:00', 'en')]);
    expect(carriedFacts('One long blast follows.', 'ar')).toEqual([]);
  });

  it('carry an Arabic source into English: its places by their English name, then its figures', () => {
    expect(carriedFacts(henna, 'en', [souq])).toEqual([
      'Souq Al Marsa',
      'Deck 4',
      `${formatTime('16:00', 'en')} to ${formatTime('20:00', 'en')}`,
      '$30.00',
    ]);
    expect(carriedFacts('للأطفال من 3 إلى 12 عامًا، الرقم الداخلي ٦١٠٠، خلال ٤٥ دقيقة', 'en')).toEqual([
      'ages 3 to 12',
      'ext. 6100',
      '45 minutes',
    ]);
  });

  it('lead with what carries over, then quote the source verbatim in the guest language frame', () => {
    const source = 'The unlimited photo package costs $149, collected at the Photo Gallery on Deck 4.';
    const gallery = { name: 'Photo Gallery', nameAr: 'معرض الصور' };
    const reply = inGuestLanguage({ lang: 'ar' }, source, null, undefined, [gallery]);
    expect(reply).toContain(`«${source}»`);
    expect(reply.split('\n')[0]).toBe('أبرز ما فيها: معرض الصور، ⁨$149.00⁩، الطابق 4.');
    expect(reply).toMatch(/إشعار السفينة بالإنجليزية/);
    expect(inGuestLanguage({ lang: 'ar' }, source, 'باقة الصور بسعر 149 دولارًا.')).toBe(
      'باقة الصور بسعر 149 دولارًا.',
    );
    expect(inGuestLanguage({ lang: 'en' }, source, null)).toBe(source);

    const english = inGuestLanguage({ lang: 'en' }, henna, null, undefined, [souq]);
    expect(english.split('\n')[0]).toBe(
      `In short: Souq Al Marsa, Deck 4, ${formatTime('16:00', 'en')} to ${formatTime('20:00', 'en')}, $30.00.`,
    );
    expect(english).toContain(`«${henna}»`);
    expect(english).toMatch(/in Arabic only/);
  });
});
