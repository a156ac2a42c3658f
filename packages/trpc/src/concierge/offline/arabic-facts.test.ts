import { formatMoney } from '@marsa/i18n';
import { describe, expect, it } from 'vitest';
import { factsInArabic } from './arabic-facts.ts';
import { inGuestLanguage } from './compose-search.ts';

describe('English-only records in an Arabic reply', () => {
  it('carry every figure of the source the Arabic way, in order, once', () => {
    expect(
      factsInArabic(
        'In-cabin babysitting is available from 19:00 to 23:00 for children aged 1 and over, at $20 per hour per family. Book at Guest Services by 14:00 the same day.',
      ),
    ).toEqual(['7:00 م', '11:00 م', '⁨$20.00⁩', '2:00 م']);
    expect(factsInArabic('Two suitcases of up to 23 kg each, collected on Deck 4 within 48 hours.')).toEqual([
      '23 كغ',
      'الطابق 4',
      '48 ساعة',
    ]);
    expect(factsInArabic('Items are kept for 90 days; call ext. 7777 or pay SAR 75.')).toEqual([
      '90 يومًا',
      'الرقم الداخلي 7777',
      formatMoney(75, 'SAR', 'ar'),
    ]);
    expect(factsInArabic('Drones may not be flown from the ship.')).toEqual([]);
  });

  it('frame the quoted source in Arabic and keep it verbatim', () => {
    const source = 'The unlimited photo package costs $149, collected at the Photo Gallery on Deck 4.';
    const reply = inGuestLanguage({ lang: 'ar' }, source, null);
    expect(reply).toContain(`«${source}»`);
    expect(reply.split('\n')[0]).toMatch(/إشعار السفينة بالإنجليزية/);
    expect(reply).toContain('أبرز ما فيها: ⁨$149.00⁩، الطابق 4.');
    expect(inGuestLanguage({ lang: 'ar' }, source, 'باقة الصور بسعر 149 دولارًا.')).toBe(
      'باقة الصور بسعر 149 دولارًا.',
    );
    expect(inGuestLanguage({ lang: 'en' }, source, null)).toBe(source);
  });
});
