import { describe, expect, it } from 'vitest';
import { shipTextIn } from './ship-terms.ts';

const ar = (text: string) => shipTextIn(text, 'ar');

describe('shipTextIn', () => {
  it('leaves English and Arabic text as written', () => {
    expect(shipTextIn('Saudi Arabia', 'en')).toEqual({ text: 'Saudi Arabia', complete: true });
    expect(ar('الطابق 4')).toEqual({ text: 'الطابق 4', complete: true });
  });

  it('looks up whole values: countries, cuisines, dress codes, difficulty, deck names', () => {
    expect(ar('Egypt').text).toBe('مصر');
    expect(ar('Saudi Arabia').text).toBe('المملكة العربية السعودية');
    expect(ar('International buffet').text).toBe('بوفيه عالمي');
    expect(ar('Elegant').text).toBe('أنيق');
    expect(ar('challenging').text).toBe('صعبة');
    expect(ar('Lobby').text).toBe('البهو');
  });

  it('reads decks, durations and schedules phrase by phrase, keeping every figure', () => {
    expect(ar('Deck 16')).toEqual({ text: 'الطابق 16', complete: true });
    expect(ar('6 hours').text).toBe('6 ساعات');
    expect(ar('11 hours').text).toBe('11 ساعة');
    expect(ar('2 hours').text).toBe('2 ساعة');
    const daily = ar('Daily 10:30 and 15:30');
    expect(daily.complete).toBe(true);
    expect(daily.text).toMatch(/^يوميًا 10:30 ص و3:30 م$/);
    expect(ar('Nightly 21:00 and 22:00, weather permitting').text).toContain('إذا سمح الطقس');
    expect(ar('Ages 3–12').text).toBe('من 3 إلى 12 سنة');
    expect(ar('08:00–12:00, 16:00–19:00 (emergencies 24h)').complete).toBe(true);
  });

  it('reports words it does not know instead of half-translating them', () => {
    const location = ar('Deck 6, Majlis Lounge');
    expect(location).toEqual({ text: 'الطابق 6، Majlis Lounge', complete: false });
    expect(ar('Pick your fish from the market counter').complete).toBe(false);
  });
});
