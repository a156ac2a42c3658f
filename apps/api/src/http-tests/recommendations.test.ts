import { eq, spaServices } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { describe, expect } from 'vitest';
import { serverTest } from '../testing/server-test.ts';
import { keysOf } from './support/shape.ts';

/** `guestPreferring(preferences)`: a new guest who saved these preferences. */
const it = serverTest({ seed: (db) => seedDemoShip(db) }).extend(
  'guestPreferring',
  ({ server }) =>
    async (preferences: Record<string, unknown>) => {
      const guest = await server.guest();
      await guest.post('/api/preferences', preferences);
      return guest;
    },
);

describe('GET /api/recommendations', () => {
  it('answers 401 when signed out', async ({ server }) => {
    const anon = server.client();
    expect((await anon.get('/api/recommendations')).status).toBe(401);
    expect((await anon.get('/api/shore-excursions/recommendations/personalized')).status).toBe(401);
    expect((await anon.trpc('query', 'guest.recommendations.list')).status).toBe(401);
  });

  it('is empty with a 0 score until preferences are saved', async ({ server }) => {
    const guest = await server.guest();
    expect(await (await guest.get('/api/recommendations')).json()).toEqual({
      personalizationScore: 0,
      restaurants: [],
      spaServices: [],
      activities: [],
    });
    expect(await (await guest.get('/api/shore-excursions/recommendations/personalized')).json()).toEqual({
      recommendations: [],
    });
  });

  it('recommends from the saved preferences in the §3 shapes, best first, and follows changes', async ({
    server,
    guestPreferring,
  }) => {
    const guest = await guestPreferring({
      budgetRange: 'luxury',
      travelStyle: 'relaxed',
      diningPreferences: ['fine-dining'],
      activityInterests: ['relaxation'],
    });
    const res = await guest.get('/api/recommendations');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.personalizationScore).toBeGreaterThan(0.7);
    const [irth] = body.restaurants;
    expect(keysOf(irth)).toBe(
      'capacity closingTime cuisine description descriptionAr id imageUrl location name nameAr openingTime rating reason recommendationScore',
    );
    // Each card's picture is the record's own (issue 15), not found by name.
    expect(irth).toMatchObject({
      name: 'Irth',
      nameAr: 'إرث',
      rating: 4.9,
      imageUrl: '/images/restaurants/irth.svg',
    });
    expect(irth.reason).toMatch(/fine dining/);
    expect(keysOf(body.spaServices[0])).toBe(
      'capacity description descriptionAr duration features id imageUrl name nameAr premium reason recommendationScore',
    );
    expect(keysOf(body.activities[0])).toBe(
      'description descriptionAr id imageUrl location name nameAr reason recommendationScore',
    );
    // A spa picture is the treatment's own (an uploaded one too), not one found by its name.
    const [first] = body.spaServices as { id: number }[];
    await server.db
      .update(spaServices)
      .set({ imageUrl: '/uploads/spa/own-picture.webp' })
      .where(eq(spaServices.id, first?.id ?? 0));
    const again = await (await guest.get('/api/recommendations')).json();
    expect(again.spaServices.find((item: { id: number }) => item.id === first?.id)?.imageUrl).toBe(
      '/uploads/spa/own-picture.webp',
    );
    for (const list of [body.restaurants, body.spaServices, body.activities]) {
      const scores = list.map((item: { recommendationScore: number }) => item.recommendationScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const score of scores) expect(score >= 0 && score <= 1).toBe(true);
    }

    await guest.post('/api/preferences', {
      budgetRange: 'budget',
      travelStyle: 'family',
      diningPreferences: ['buffet'],
    });
    const changed = await (await guest.get('/api/recommendations?lang=ar')).json();
    expect(changed.restaurants[0].name).toBe('Amwaj Buffet');
    expect(changed.restaurants[0].reason).toMatch(/البوفيه/);
  });

  it('refuses an unknown language with 400', async ({ server }) => {
    const guest = await server.guest();
    const res = await guest.get('/api/recommendations?lang=fr');
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ lang: ["Language must be 'en' or 'ar'"] });
    const excursions = await guest.get('/api/shore-excursions/recommendations/personalized?lang=de');
    expect(excursions.status).toBe(400);
    expect((await excursions.json()).fieldErrors).toEqual({ lang: ["Language must be 'en' or 'ar'"] });
  });
});

describe('GET /api/shore-excursions/recommendations/personalized', () => {
  it('returns { recommendations: [{ excursion, score, reason }] } from the same engine', async ({
    guestPreferring,
  }) => {
    const guest = await guestPreferring({
      budgetRange: 'mid-range',
      travelStyle: 'adventure',
      activityInterests: ['adventure'],
    });
    const res = await guest.get('/api/shore-excursions/recommendations/personalized');
    expect(res.status).toBe(200);
    const { recommendations } = await res.json();
    expect(recommendations.length).toBeGreaterThan(0);
    expect(Object.keys(recommendations[0]).sort()).toEqual(['excursion', 'reason', 'score']);
    expect(recommendations[0].excursion).toMatchObject({
      category: 'adventure',
      priceSAR: expect.any(Number),
    });
    expect(recommendations[0].reason).toMatch(/adventure/);
    const scores = recommendations.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
