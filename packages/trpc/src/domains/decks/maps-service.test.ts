import { type DbHandle, deckVenues } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckMapInputSchema } from './maps-schema.ts';
import { createDeckMap, deleteDeckMap, listDeckMaps, updateDeckMap } from './maps-service.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('deck maps', () => {
  it('defaults the deck number to 1 and requires a name', () => {
    expect(deckMapInputSchema.parse({ deckName: 'Lido' })).toMatchObject({
      deckNumber: 1,
      description: '',
      isActive: true,
    });
    expect(
      deckMapInputSchema.safeParse({ deckName: ' ', deckNumber: 0 }).error?.issues.map((i) => i.message),
    ).toEqual(['Deck number must be at least 1', 'Deck name is required']);
  });

  it('creates, lists by number, updates, and refuses a deck number in use with 409', async () => {
    const twelve = await createDeckMap(
      handle.db,
      deckMapInputSchema.parse({ deckNumber: 12, deckName: 'Sports' }),
    );
    const five = await createDeckMap(
      handle.db,
      deckMapInputSchema.parse({ deckNumber: 5, deckName: 'Dining' }),
    );
    expect((await listDeckMaps(handle.db)).map((d) => d.deckNumber)).toEqual([5, 12]);
    await expect(
      createDeckMap(handle.db, deckMapInputSchema.parse({ deckNumber: 5, deckName: 'Again' })),
    ).rejects.toMatchObject({ code: 'CONFLICT', fieldErrors: { deckNumber: ['Deck 5 already exists'] } });
    await expect(
      updateDeckMap(handle.db, {
        ...deckMapInputSchema.parse({ deckNumber: 5, deckName: 'Sports' }),
        id: twelve.id,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const renamed = await updateDeckMap(handle.db, {
      ...deckMapInputSchema.parse({
        deckNumber: 5,
        deckName: 'Dining & Shops',
        imageUrl: '/uploads/deck5.png',
      }),
      id: five.id,
    });
    expect(renamed).toMatchObject({ deckName: 'Dining & Shops', imageUrl: '/uploads/deck5.png' });
    await expect(
      updateDeckMap(handle.db, { ...deckMapInputSchema.parse({ deckName: 'x' }), id: 9999 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Deck not found' });
  });

  it('refuses to delete a deck that still has venues, then deletes it once empty', async () => {
    const deck = await createDeckMap(handle.db, deckMapInputSchema.parse({ deckNumber: 7, deckName: 'Spa' }));
    await handle.db.insert(deckVenues).values({ deckMapId: deck.id, name: 'Wellness Area', category: 'spa' });
    await expect(deleteDeckMap(handle.db, deck.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Remove the venues on this deck first',
    });
    await handle.db.delete(deckVenues);
    expect(await deleteDeckMap(handle.db, deck.id)).toEqual({ success: true });
    await expect(deleteDeckMap(handle.db, deck.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
