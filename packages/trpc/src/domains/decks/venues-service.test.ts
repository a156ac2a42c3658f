import { type DbHandle, deckMaps } from '@marsa/db';
import { PLACEHOLDER_VENUE_IMAGE } from '@marsa/db/constants';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckVenueInputSchema } from './venues-schema.ts';
import { createDeckVenue, deleteDeckVenue, listDeckVenues, updateDeckVenue } from './venues-service.ts';

let handle: DbHandle;
let lowDeck: number;
let highDeck: number;
beforeAll(async () => {
  handle = await createTestDb();
  const rows = await handle.db
    .insert(deckMaps)
    .values([
      { deckNumber: 14, deckName: 'Sun' },
      { deckNumber: 3, deckName: 'Spa', isActive: false },
    ])
    .returning();
  highDeck = rows[0]?.id ?? 0;
  lowDeck = rows[1]?.id ?? 0;
});
afterAll(() => handle.close());

describe('venue form', () => {
  it('keeps positions within 0..100 (default 50) and categories from the list', () => {
    expect(
      deckVenueInputSchema.parse({ deckMapId: 1, name: 'Kids Zone', category: 'recreation' }),
    ).toMatchObject({
      xPosition: 50,
      yPosition: 50,
      description: '',
      relatedServiceId: null,
    });
    const result = deckVenueInputSchema.safeParse({
      name: '',
      category: 'casino',
      xPosition: 101,
      yPosition: -1,
    });
    expect(Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]))).toEqual({
      deckMapId: 'Deck is required',
      name: 'Venue name is required',
      category:
        'Category must be one of: dining, entertainment, services, shopping, recreation, accommodation, spa',
      xPosition: 'Position must be between 0 and 100',
      yPosition: 'Position must be between 0 and 100',
    });
  });

  it('needs both parts of a related service, or neither', () => {
    const result = deckVenueInputSchema.safeParse({
      deckMapId: 1,
      name: 'Irth',
      category: 'dining',
      relatedServiceId: 4,
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['relatedServiceType'] });
  });
});

describe('deck venues', () => {
  it('creates on a deck, lists all by deck number (inactive too), updates and deletes', async () => {
    const sun = await createDeckVenue(
      handle.db,
      deckVenueInputSchema.parse({
        deckMapId: highDeck,
        name: 'Water Park',
        category: 'recreation',
        amenities: 'Slides, Lazy river',
      }),
    );
    expect(sun).toMatchObject({ imageUrl: PLACEHOLDER_VENUE_IMAGE, amenities: ['Slides', 'Lazy river'] });
    await createDeckVenue(
      handle.db,
      deckVenueInputSchema.parse({ deckMapId: lowDeck, name: 'Wellness Area', category: 'spa' }),
    );
    expect((await listDeckVenues(handle.db)).map((v) => v.name)).toEqual(['Wellness Area', 'Water Park']);
    const moved = await updateDeckVenue(handle.db, {
      ...deckVenueInputSchema.parse({
        deckMapId: lowDeck,
        name: 'Water Park',
        category: 'recreation',
        xPosition: 12.5,
        yPosition: 80,
      }),
      id: sun.id,
    });
    expect(moved).toMatchObject({ deckMapId: lowDeck, xPosition: 12.5, yPosition: 80 });
    expect(await deleteDeckVenue(handle.db, sun.id)).toEqual({ success: true });
    await expect(deleteDeckVenue(handle.db, sun.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Venue not found',
    });
  });

  it('answers 404 with a field error for an unknown deck', async () => {
    await expect(
      createDeckVenue(
        handle.db,
        deckVenueInputSchema.parse({ deckMapId: 9999, name: 'Nowhere', category: 'dining' }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', fieldErrors: { deckMapId: ['Deck not found'] } });
    const [venue] = await listDeckVenues(handle.db);
    if (!venue) throw new Error('fixture missing');
    await expect(
      updateDeckVenue(handle.db, {
        ...deckVenueInputSchema.parse({ deckMapId: 9999, name: 'Nowhere', category: 'dining' }),
        id: venue.id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Deck not found' });
  });
});
