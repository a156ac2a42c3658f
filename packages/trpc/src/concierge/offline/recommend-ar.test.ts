import { describe, expect, it } from 'vitest';
import type { RestaurantInfo } from '../tools/types.ts';
import { asksDiningSuggestionAr, composeDiningSuggestion } from './recommend-ar.ts';

const voice = { lang: 'ar', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;
const restaurant = (name: string, nameAr: string, extra: Partial<RestaurantInfo>): RestaurantInfo => ({
  id: 1,
  name,
  nameAr,
  cuisine: 'International',
  description: '',
  location: 'Deck 5',
  openingTime: '12:00',
  closingTime: '22:00',
  rating: 4.5,
  specialFeature: null,
  dressCode: 'Smart casual',
  imageUrl: '',
  images: [],
  freeTimes: [],
  ...extra,
});
const ship = [
  restaurant('Irth', 'إرث', { cuisine: 'Saudi heritage fine dining', dressCode: 'Elegant', rating: 4.9 }),
  restaurant('Space Diner', 'سبيس داينر', {
    cuisine: 'American diner',
    specialFeature: 'Robot-served milkshakes and a kids-eat-free family hour at 17:00',
    rating: 4.4,
  }),
  restaurant('The Fish Market', 'سوق السمك', { cuisine: 'Seafood', rating: 4.6 }),
  restaurant('Amwaj Buffet', 'بوفيه أمواج', { cuisine: 'International buffet', rating: 4.3 }),
];

describe('an Arabic guest asking where to eat', () => {
  it('is a suggestion request in every dialect, and a booking or a question about one place is not', () => {
    for (const text of [
      'بكرة ذكرى زواجنا ونبي عشا مميز لشخصين، وش تقترح؟',
      'وين تنصحني نتعشى الليلة؟',
      'شو بتقترح مطعم للعيلة؟',
      'ايه احسن مطعم نتغدى فيه؟',
    ])
      expect(asksDiningSuggestionAr(text), text).toBe(true);
    for (const text of ['احجز لنا في إرث بكرة الساعة ٩', 'وش تنصحني اسوي اذا ضيعت كرتي؟'])
      expect(asksDiningSuggestionAr(text), text).toBe(false);
  });

  it('gets a short list that fits the occasion, from the records, and is offered (not given) a booking', () => {
    const special = composeDiningSuggestion(voice, ship, 'عشا رومانسي لذكرى زواجنا');
    expect(special.split('\n')[1]).toContain('إرث');
    expect(special.match(/•/g)).toHaveLength(3);
    expect(special).toContain('هل تودّ أن أحجز');
    const family = composeDiningSuggestion(voice, ship, 'مطعم للعيلة مع الولاد');
    expect(family.split('\n')[1]).toContain('سبيس داينر');
    const seafood = composeDiningSuggestion(voice, ship, 'وش تنصحني مطعم بحري؟');
    expect(seafood.split('\n')[1]).toContain('سوق السمك');
  });
});
