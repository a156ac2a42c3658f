import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const defaults = {
  diningPreferences: [],
  activityInterests: [],
  budgetRange: 'mid-range',
  travelStyle: 'relaxed',
  dietaryRestrictions: [],
  spokenLanguages: [],
};

describe('/api/preferences', () => {
  it('answers 401 when signed out', async () => {
    const anon = server.client();
    expect((await anon.get('/api/preferences')).status).toBe(401);
    expect(
      (await anon.post('/api/preferences', { budgetRange: 'luxury', travelStyle: 'relaxed' })).status,
    ).toBe(401);
    expect((await anon.trpc('query', 'guest.preferences.get')).status).toBe(401);
  });

  it('returns the §3 defaults before the first save, then round-trips what was saved', async () => {
    const guest = await server.guest();
    const first = await guest.get('/api/preferences');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(defaults);

    const saved = {
      diningPreferences: ['fine-dining', 'local'],
      activityInterests: ['cultural', 'relaxation'],
      budgetRange: 'luxury',
      travelStyle: 'cultural',
      dietaryRestrictions: ['Halal'],
      spokenLanguages: ['Arabic'],
    };
    const res = await guest.post('/api/preferences', saved);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(saved);
    expect(await (await guest.get('/api/preferences')).json()).toEqual(saved);

    // The §2 form sends only four fields; the other lists keep their saved values.
    const form = {
      budgetRange: 'budget',
      travelStyle: 'family',
      diningPreferences: ['buffet'],
      activityInterests: [],
    };
    await guest.trpc('mutation', 'guest.preferences.save', form);
    expect(await (await guest.get('/api/preferences')).json()).toEqual({ ...saved, ...form });

    const other = await server.guest();
    expect(await (await other.get('/api/preferences')).json()).toEqual(defaults);
  });

  it('refuses values outside the §5 lists with 400 and field errors, and saves nothing', async () => {
    const guest = await server.guest();
    const res = await guest.post('/api/preferences', {
      budgetRange: 'cheap',
      travelStyle: '',
      diningPreferences: ['street-food'],
      activityInterests: ['fitness'],
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toEqual({
      budgetRange: ['Budget must be one of: budget, mid-range, luxury'],
      travelStyle: ['Travel style must be one of: relaxed, adventure, cultural, family'],
      'diningPreferences.0': [
        'Dining preferences must be among: casual, fine-dining, international, local, buffet',
      ],
    });
    expect(await (await guest.get('/api/preferences')).json()).toEqual(defaults);
    const empty = await guest.post('/api/preferences');
    expect(empty.status).toBe(400);
  });
});
