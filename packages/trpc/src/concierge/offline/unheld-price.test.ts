import { describe, expect, it } from 'vitest';
import { restaurantInfo } from '../testing/records.ts';
import { unheldRestaurantPrice } from './unheld-price.ts';

const en = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;
const ar = { ...en, lang: 'ar' } as const;
const layalina = restaurantInfo('Layalina', { id: 1, nameAr: 'ليالينا', closingTime: '23:00' });

describe('unheldRestaurantPrice', () => {
  it('says the dish prices are unknown, offers staff, then what the record holds', () => {
    const reply = unheldRestaurantPrice(en, layalina);
    expect(reply).toMatch(/don't know the prices of dishes at Layalina/);
    expect(reply).toMatch(/Deck 5/);
  });
  it('answers in Arabic with the Arabic name', () => {
    const reply = unheldRestaurantPrice(ar, layalina);
    expect(reply).toMatch(/لا أعرف أسعار الأطباق في ليالينا/);
  });
});
