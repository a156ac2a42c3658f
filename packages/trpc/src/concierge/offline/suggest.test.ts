import { describe, expect, it } from 'vitest';
import type { ActivityInfo, RestaurantInfo, SpaServiceInfo, ToolResults } from '../tools/types.ts';
import type { Conversation } from './conversation.ts';
import { resolveFocus } from './focus.ts';
import type { Step } from './plan-types.ts';
import { planSuggestion, suggestionTheme } from './suggest.ts';

describe('suggestionTheme', () => {
  it.each([
    ["it's our anniversary tomorrow, what do you suggest?", 'occasion'],
    ['can you recommend somewhere romantic for dinner?', 'occasion'],
    ["we're celebrating my husband's birthday, any ideas for a special dinner?", 'occasion'],
    ["what's good for the kids on board?", 'kids'],
    ['any suggestions for a couple of bored teenagers?', 'teens'],
    ['my son is 14, what can he do on board?', 'teens'],
    ['I just want to relax today, what would you recommend?', 'relax'],
    ['any recommendations for tonight?', 'evening'],
    ['where should we eat tonight? something special', 'occasion'],
    ['بكرة ذكرى زواجنا ونبي عشا مميز لشخصين، وش تقترح؟', 'occasion'],
    ['وين تنصحني نتعشى الليلة؟', 'dining'],
    ['شو بتقترح مطعم للعيلة؟', 'kids'],
    ['ايه احسن مطعم نتغدى فيه؟', 'dining'],
    ['what is the best thing on board for a 6 year old?', 'kids'],
    ['شو في عالسفينة بيناسب بنت عمرها ست سنين؟', 'kids'],
  ])('%s → %s', (text, theme) => expect(suggestionTheme(text)).toBe(theme));

  it.each([
    'do you recommend booking the restaurants in advance?',
    'what do you recommend for seasickness?',
    'book Irth for our anniversary tomorrow at 8pm for 2',
    'what time does the kids zone open?',
    'what do you suggest?',
    'احجز لنا في إرث بكرة الساعة ٩',
    'وش تنصحني اسوي اذا ضيعت كرتي؟',
    'which tour suits a 5 year old best?',
    'في ينبع أي رحلة تناسب الأطفال الصغار؟',
  ])('%s asks for no themed suggestion', (text) => expect(suggestionTheme(text)).toBeUndefined());
});

const restaurant = (name: string, extra: Partial<RestaurantInfo>): RestaurantInfo => ({
  id: name.length,
  name,
  cuisine: 'Various',
  description: '',
  location: 'Deck 6',
  openingTime: '18:00',
  closingTime: '23:00',
  rating: 4.5,
  specialFeature: null,
  dressCode: 'Smart casual',
  imageUrl: '',
  images: [],
  freeTimes: [],
  ...extra,
});
const activity = (name: string, ageGroup: string, category: string, description = ''): ActivityInfo => ({
  id: name.length,
  name,
  category,
  location: 'Deck 18',
  description,
  schedule: 'Daily',
  ageGroup,
  isBookable: false,
  imageUrl: '',
  freeTimes: [],
});
const spa = (name: string, description: string): SpaServiceInfo => ({
  id: name.length,
  name,
  description,
  duration: 60,
  features: [],
  premium: false,
  priceUSD: 120,
  startTime: '09:00',
  endTime: '20:00',
  imageUrl: '',
  images: [],
  freeTimes: [],
});
const results: Partial<ToolResults> = {
  restaurants: {
    date: '2026-11-24',
    restaurants: [
      restaurant('Fine Place', {
        dressCode: 'Elegant',
        specialFeature: 'Tasting menu',
        cuisine: 'Fine dining',
      }),
      restaurant('Diner', { dressCode: 'Casual', description: 'Burgers and shakes for the family' }),
    ],
  },
  spaServices: {
    date: '2026-11-24',
    services: [
      spa('Couples Retreat', 'Side-by-side massages for two'),
      spa('Steam Room', 'Warm steam to ease tension'),
    ],
  },
  activities: {
    date: '2026-11-24',
    activities: [
      activity('Kids Club', 'Ages 3–12', 'entertainment', 'Games for young cruisers'),
      activity('Water Park', 'All ages (under 8 with an adult)', 'adventure', 'Slides and a splash zone'),
      activity('VR Zone', 'Ages 10+', 'entertainment'),
      activity('Bootcamp', 'Adults 16+', 'fitness'),
      { ...activity('Cinema', 'All ages', 'entertainment'), schedule: 'Nightly 20:30' },
    ],
  },
};
const stepFor = (text: string, shown = results): Step => {
  const conversation: Conversation = {
    today: '2026-11-24',
    brand: 'Marsa',
    guestName: undefined,
    langHint: 'en',
    turns: [{ role: 'user', text }],
    results: shown,
    failed: [],
  };
  const voice = {
    lang: /[\u0600-\u06ff]/.test(text) ? 'ar' : 'en',
    today: '2026-11-24',
    guestName: undefined,
    brand: 'Marsa',
  } as const;
  return { conversation, focus: resolveFocus(conversation), voice, date: '2026-11-24' };
};
const textOf = (text: string, shown = results) => {
  const plan = planSuggestion(stepFor(text, shown), shown);
  return plan?.kind === 'text' ? plan.text : '';
};

describe('planSuggestion', () => {
  it('asks for the lists first, then suggests from them and never books', () => {
    const bare = planSuggestion(stepFor('what do you suggest for our anniversary?'), {});
    expect(bare?.kind === 'tools' && bare.calls.map((c) => c.toolName)).toEqual([
      'restaurants',
      'spaServices',
      'activities',
    ]);
    const occasion = textOf('what do you suggest for our anniversary?');
    expect(occasion).toMatch(/Fine Place[\s\S]*Couples Retreat/);
    expect(occasion).not.toMatch(/Steam Room/);
  });

  it('suggests by age for children and teenagers, and calm things to relax', () => {
    const kids = textOf("what's good for the kids?");
    expect(kids).toMatch(/Kids Club[\s\S]*Water Park/);
    expect(kids).not.toMatch(/Bootcamp|VR Zone/);
    const teens = textOf('any suggestions for my teenagers?');
    expect(teens).toMatch(/VR Zone/);
    expect(teens).not.toMatch(/Kids Club|Bootcamp/);
    expect(textOf('I want to relax, what do you recommend?')).toMatch(/Steam Room/);
  });

  it('keeps to the restaurants when the guest asks about dinner', () => {
    const dinner = textOf('can you recommend somewhere romantic for dinner?');
    expect(dinner).toMatch(/Fine Place/);
    expect(dinner).not.toMatch(/Couples Retreat/);
  });

  it('suggests what is on in the evening and the restaurants open late for tonight', () => {
    const tonight = textOf('any recommendations for tonight?');
    expect(tonight).toMatch(/Cinema/);
    expect(tonight).toMatch(/Fine Place/);
    expect(tonight).not.toMatch(/Kids Club|Bootcamp/);
  });
});

const arabicRestaurant = (name: string, nameAr: string, extra: Partial<RestaurantInfo>) =>
  restaurant(name, { nameAr, location: 'Deck 5', openingTime: '12:00', closingTime: '22:00', ...extra });
const ship: Partial<ToolResults> = {
  ...results,
  restaurants: {
    date: '2026-11-24',
    restaurants: [
      arabicRestaurant('Irth', 'إرث', {
        cuisine: 'Saudi heritage fine dining',
        dressCode: 'Elegant',
        rating: 4.9,
      }),
      arabicRestaurant('Space Diner', 'سبيس داينر', {
        cuisine: 'American diner',
        specialFeature: 'Robot-served milkshakes and a kids-eat-free family hour at 17:00',
        rating: 4.4,
      }),
      arabicRestaurant('The Fish Market', 'سوق السمك', { cuisine: 'Seafood', rating: 4.6 }),
      arabicRestaurant('Amwaj Buffet', 'بوفيه أمواج', { cuisine: 'International buffet', rating: 4.3 }),
    ],
  },
};

describe('an Arabic guest asking where to eat', () => {
  it('gets a short list that fits the occasion, from the records, and is offered (not given) a booking', () => {
    const special = textOf('عشا رومانسي لذكرى زواجنا، وش تقترح؟', ship);
    expect(special.split('\n')[1]).toContain('إرث');
    expect(special.match(/•/g)).toHaveLength(3);
    expect(special).toContain('أحجز');
    const family = textOf('شو بتقترح مطعم للعيلة مع الولاد؟', ship);
    expect(family.split('\n')[1]).toContain('سبيس داينر');
    const seafood = textOf('وش تنصحني مطعم بحري؟', ship);
    expect(seafood.split('\n')[1]).toContain('سوق السمك');
  });
});
