import { type DbHandle, deckMaps, deckVenues } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckVenuesInputSchema } from './schema.ts';
import { listActiveDecks, listActiveVenues } from './service.ts';

let handle: DbHandle;
const ids = { deck5: 0, deck7: 0, closed: 0 };

beforeAll(async () => {
  handle = await createTestDb();
  const decks = await handle.db
    .insert(deckMaps)
    .values([
      { deckNumber: 7, deckName: 'Promenade' },
      { deckNumber: 5, deckName: 'Atrium', imageUrl: '/images/decks/deck-5.svg' },
      { deckNumber: 9, deckName: 'Crew Only', isActive: false },
    ])
    .returning({ id: deckMaps.id, deckNumber: deckMaps.deckNumber });
  const idOf = (n: number) => decks.find((d) => d.deckNumber === n)?.id ?? 0;
  ids.deck5 = idOf(5);
  ids.deck7 = idOf(7);
  ids.closed = idOf(9);
  await handle.db.insert(deckVenues).values([
    { deckMapId: ids.deck7, name: 'Khuzama', category: 'dining', amenities: ['Terrace'] },
    { deckMapId: ids.deck5, name: 'The Fish Market', category: 'dining', xPosition: 20, yPosition: 40 },
    { deckMapId: ids.deck5, name: 'Atrium Bar', category: 'entertainment' },
    { deckMapId: ids.deck5, name: 'Closed Boutique', category: 'shopping', isActive: false },
    { deckMapId: ids.closed, name: 'Hidden Venue', category: 'services' },
  ]);
});
afterAll(() => handle.close());

describe('guest deck maps', () => {
  it('lists active decks by deck number', async () => {
    const decks = await listActiveDecks(handle.db);
    expect(decks.map((d) => `Deck ${d.deckNumber} ${d.deckName}`)).toEqual([
      'Deck 5 Atrium',
      'Deck 7 Promenade',
    ]);
    expect(decks[0]).toEqual({
      id: ids.deck5,
      deckNumber: 5,
      deckName: 'Atrium',
      description: '',
      imageUrl: '/images/decks/deck-5.svg',
      isActive: true,
    });
  });

  it('lists active venues on active decks, optionally for one deck', async () => {
    const all = await listActiveVenues(handle.db);
    expect(all.map((v) => v.name)).toEqual(['Atrium Bar', 'The Fish Market', 'Khuzama']);
    const deck5 = await listActiveVenues(handle.db, ids.deck5);
    expect(deck5.map((v) => v.name)).toEqual(['Atrium Bar', 'The Fish Market']);
    expect(deck5[1]).toMatchObject({
      deckMapId: ids.deck5,
      category: 'dining',
      xPosition: 20,
      yPosition: 40,
      amenities: [],
    });
    expect(await listActiveVenues(handle.db, ids.closed)).toEqual([]);
  });

  it('reads the deck filter from a query string and refuses nonsense', () => {
    expect(deckVenuesInputSchema.parse({ deckMapId: '3' })).toEqual({ deckMapId: 3 });
    expect(deckVenuesInputSchema.parse({})).toEqual({});
    expect(deckVenuesInputSchema.safeParse({ deckMapId: 'abc' }).error?.issues[0]?.message).toBe(
      'Deck id must be a positive whole number',
    );
  });
});
