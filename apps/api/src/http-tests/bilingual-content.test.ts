import { activities, shoreExcursions } from '@marsa/db';
import { describe, expect } from 'vitest';
import { serverTest } from '../testing/server-test.ts';
import { portBody, promotionBody, restaurantBody, spaBody } from './support/admin.ts';

// Issue 9, point 7: every guest-facing text has an optional Arabic counterpart in the §7 shapes.
const it = serverTest({
  seed: async (db) => {
    await db.insert(activities).values({
      name: 'Sunset Yoga',
      nameAr: 'يوغا الغروب',
      category: 'fitness',
      location: 'Deck 16',
      description: 'An all-levels flow at sunset.',
      descriptionAr: 'جلسة لجميع المستويات عند الغروب.',
      schedule: 'Daily 18:00',
    });
    await db.insert(shoreExcursions).values({
      title: 'Petra Grand Tour',
      titleAr: 'جولة البتراء الكبرى',
      description: 'Walk the Siq to the Treasury.',
      category: 'cultural',
      difficultyLevel: 'challenging',
      duration: '10 hours',
      priceCents: 28_900,
      departureTime: '07:00',
      returnTime: '18:00',
      capacity: 40,
    });
  },
});

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('restaurants and spa services', () => {
  it('create, list, keep the Arabic on an update that leaves it out, and clear it with an empty text', async ({
    admin,
    guest,
  }) => {
    const created = await json(
      await admin.post('/api/admin/restaurants', {
        ...restaurantBody,
        nameAr: '  لا تافولا ',
        descriptionAr: 'معكرونة مصنوعة يدويًا وبيتزا من فرن الحطب.',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      nameAr: 'لا تافولا',
      descriptionAr: expect.stringContaining('فرن'),
    });
    const id = created.body.id;

    const kept = await json(
      await admin.put(`/api/admin/restaurants/${id}`, { ...restaurantBody, capacity: 90 }),
    );
    expect(kept.body).toMatchObject({ capacity: 90, nameAr: 'لا تافولا' });

    const dining = await json(await guest.get('/api/dining'));
    expect(dining.body[0]).toMatchObject({ name: 'La Tavola', nameAr: 'لا تافولا' });

    const cleared = await json(
      await admin.put(`/api/admin/restaurants/${id}`, { ...restaurantBody, nameAr: '', descriptionAr: null }),
    );
    expect(cleared.body).toMatchObject({ nameAr: null, descriptionAr: null });
  });

  it('round-trips the spa service through tRPC as well as REST', async ({ admin }) => {
    const created = await json(
      await admin.post('/api/admin/spa-services', { ...spaBody, nameAr: 'تدليك السكينة' }),
    );
    expect(created.body).toMatchObject({ nameAr: 'تدليك السكينة', descriptionAr: null });
    const updated = await admin.trpc('mutation', 'admin.spa.update', {
      ...spaBody,
      id: created.body.id,
      descriptionAr: 'ستون دقيقة من الهدوء.',
    });
    expect((await updated.json()).result.data).toMatchObject({
      nameAr: 'تدليك السكينة',
      descriptionAr: 'ستون دقيقة من الهدوء.',
    });
    const list = await json(await admin.get('/api/admin/spa-services'));
    expect(list.body[0]).toMatchObject({ nameAr: 'تدليك السكينة', descriptionAr: 'ستون دقيقة من الهدوء.' });
  });

  it('refuses an over-long Arabic name with a field error and changes nothing', async ({ admin }) => {
    const res = await admin.post('/api/admin/restaurants', {
      ...restaurantBody,
      name: 'Other',
      nameAr: 'ا'.repeat(121),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ nameAr: ['Must be at most 120 characters'] });
    expect(await (await admin.get('/api/admin/restaurants')).json()).toHaveLength(1);
  });
});

describe('ports, venues and promotions', () => {
  it('serves the port’s Arabic name and description on the guest itinerary', async ({ admin, guest }) => {
    const created = await json(
      await admin.post('/api/admin/itinerary', {
        ...portBody,
        portNameAr: 'العقبة',
        descriptionAr: 'بوابة البتراء.',
      }),
    );
    expect(created.status).toBe(201);
    const itinerary = await json(await guest.get('/api/itinerary'));
    expect(itinerary.body[0]).toMatchObject({ portNameAr: 'العقبة', descriptionAr: 'بوابة البتراء.' });
  });

  it('serves the venue’s Arabic name and description on the guest deck venues', async ({ admin, guest }) => {
    const deck = await json(await admin.post('/api/admin/deck-maps', { deckNumber: 14, deckName: 'Lido' }));
    const venue = await json(
      await admin.post('/api/admin/deck-venues', {
        deckMapId: deck.body.id,
        name: 'Lido Pool',
        nameAr: 'مسبح ليدو',
        category: 'recreation',
        descriptionAr: 'المسبح الرئيسي.',
      }),
    );
    expect(venue.status).toBe(201);
    const venues = await json(await guest.get('/api/deck-venues'));
    expect(venues.body[0]).toMatchObject({
      name: 'Lido Pool',
      nameAr: 'مسبح ليدو',
      descriptionAr: 'المسبح الرئيسي.',
    });
  });

  it('stores the promotion’s Arabic title and description', async ({ admin }) => {
    const created = await json(
      await admin.post('/api/admin/promotions', {
        ...promotionBody,
        titleAr: 'مازة الغروب',
        descriptionAr: 'طبقان بسعر طبق واحد.',
      }),
    );
    expect(created.status).toBe(201);
    const list = await json(await admin.get('/api/admin/promotions'));
    expect(list.body[0]).toMatchObject({ titleAr: 'مازة الغروب', descriptionAr: 'طبقان بسعر طبق واحد.' });
  });
});

describe('activities and shore excursions', () => {
  it('carry their Arabic texts to the guest lists', async ({ guest }) => {
    const list = await json(await guest.get('/api/activities'));
    expect(list.body[0]).toMatchObject({
      nameAr: 'يوغا الغروب',
      descriptionAr: 'جلسة لجميع المستويات عند الغروب.',
    });
    const excursions = await json(await guest.get('/api/shore-excursions'));
    expect(excursions.body[0]).toMatchObject({ titleAr: 'جولة البتراء الكبرى', descriptionAr: null });
  });
});
