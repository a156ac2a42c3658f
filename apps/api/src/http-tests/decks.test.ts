import { seedDemoShip } from '@marsa/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoShip(db) });
});
afterAll(() => server.close());

type Deck = { id: number; deckNumber: number; deckName: string; isActive: boolean };
type Venue = { id: number; deckMapId: number; name: string; isActive: boolean; xPosition: number };

describe('guest deck maps', () => {
  it('answers 401 when signed out', async () => {
    const anon = server.client();
    expect((await anon.get('/api/deck-maps')).status).toBe(401);
    expect((await anon.get('/api/deck-venues')).status).toBe(401);
  });

  it('lists active decks by number and their active venues, all or per deck', async () => {
    const guest = await server.guest();
    const decks: Deck[] = await (await guest.get('/api/deck-maps')).json();
    expect(decks.length).toBeGreaterThan(0);
    const numbers = decks.map((d) => d.deckNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(decks.every((d) => d.isActive)).toBe(true);

    const venues: Venue[] = await (await guest.get('/api/deck-venues')).json();
    expect(venues.length).toBeGreaterThan(0);
    expect(venues.every((v) => v.isActive)).toBe(true);
    const deck = decks.find((d) => venues.some((v) => v.deckMapId === d.id));
    if (!deck) throw new Error('expected a deck with venues');
    const onDeck: Venue[] = await (await guest.get(`/api/deck-venues?deckMapId=${deck.id}`)).json();
    expect(onDeck.length).toBeGreaterThan(0);
    expect(onDeck.every((v) => v.deckMapId === deck.id)).toBe(true);
    expect(onDeck).toEqual(venues.filter((v) => v.deckMapId === deck.id));
    const viaTrpc = await guest.trpc('query', 'guest.decks.venues', { deckMapId: deck.id });
    expect(viaTrpc.status).toBe(200);
  });

  it('refuses a deck id that is not a positive whole number with 400', async () => {
    const guest = await server.guest();
    const res = await guest.get('/api/deck-venues?deckMapId=abc');
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({
      deckMapId: ['Deck id must be a positive whole number'],
    });
  });
});
