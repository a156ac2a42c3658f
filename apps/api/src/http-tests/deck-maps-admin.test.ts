import { describe, expect } from 'vitest';
import { serverTest } from '../testing/server-test.ts';
import { expectFieldErrors } from './support/admin.ts';

const it = serverTest();

describe('admin deck maps and venues', () => {
  it('manages decks and their venues, and refuses to delete a deck that has venues', async ({ admin }) => {
    const created = await admin.post('/api/admin/deck-maps', {
      deckNumber: 5,
      deckName: 'Dining',
      description: 'Restaurants',
      isActive: true,
    });
    expect(created.status).toBe(201);
    const deck = await created.json();
    const taken = await admin.post('/api/admin/deck-maps', { deckNumber: 5, deckName: 'Again' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      message: 'Deck 5 already exists',
      code: 'deck.number_taken',
      params: { deckNumber: 5 },
      fieldErrors: { deckNumber: ['Deck 5 already exists'] },
      fieldIssues: { deckNumber: [{ code: 'deck.number_taken', params: { deckNumber: 5 } }] },
    });

    const venueRes = await admin.post('/api/admin/deck-venues', {
      deckMapId: deck.id,
      name: 'La Tavola',
      category: 'dining',
      xPosition: 30,
      yPosition: 60.5,
      amenities: ['Sea view'],
      relatedServiceId: 1,
      relatedServiceType: 'restaurant',
    });
    expect(venueRes.status).toBe(201);
    const venue = await venueRes.json();
    expect(venue).toMatchObject({
      xPosition: 30,
      yPosition: 60.5,
      imageUrl: '/images/placeholder-400x300.svg',
    });

    const blocked = await admin.delete(`/api/admin/deck-maps/${deck.id}`);
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toEqual({
      message: 'Remove the venues on this deck first',
      code: 'deck.has_venues',
      params: {},
    });

    const moved = await admin.put(`/api/admin/deck-venues/${venue.id}`, {
      ...venue,
      xPosition: 75,
      isActive: false,
    });
    expect(await moved.json()).toMatchObject({ xPosition: 75, isActive: false });
    expect(await (await admin.get('/api/admin/deck-venues')).json()).toHaveLength(1);

    expect(await (await admin.delete(`/api/admin/deck-venues/${venue.id}`)).json()).toEqual({
      success: true,
    });
    expect((await admin.delete(`/api/admin/deck-venues/${venue.id}`)).status).toBe(404);
    const renamed = await admin.put(`/api/admin/deck-maps/${deck.id}`, {
      deckNumber: 6,
      deckName: 'Dining',
      imageUrl: '/uploads/d.png',
    });
    expect(await renamed.json()).toMatchObject({ deckNumber: 6, imageUrl: '/uploads/d.png' });
    expect(await (await admin.get('/api/admin/deck-maps')).json()).toHaveLength(1);
    expect(await (await admin.delete(`/api/admin/deck-maps/${deck.id}`)).json()).toEqual({ success: true });
  });

  it('gives field errors for decks and venues, and 404 for an unknown deck', async ({ admin }) => {
    await expectFieldErrors(
      await admin.post('/api/admin/deck-maps', {
        deckNumber: 0,
        deckName: '',
        imageUrl: 'javascript:alert(1)',
      }),
      {
        deckNumber: 'Deck number must be at least 1',
        deckName: 'Deck name is required',
        imageUrl: 'Image must be a site path or an http(s) address',
      },
    );
    await expectFieldErrors(
      await admin.post('/api/admin/deck-venues', {
        deckMapId: 1,
        name: '',
        category: '',
        xPosition: 101,
        yPosition: -0.5,
      }),
      {
        name: 'Venue name is required',
        category: 'Category is required',
        xPosition: 'Position must be between 0 and 100',
        yPosition: 'Position must be between 0 and 100',
      },
    );
    const unknownDeck = await admin.post('/api/admin/deck-venues', {
      deckMapId: 999,
      name: 'Nowhere',
      category: 'spa',
    });
    expect(unknownDeck.status).toBe(404);
    expect(await unknownDeck.json()).toEqual({
      message: 'Deck not found',
      code: 'deck.not_found',
      params: {},
      fieldErrors: { deckMapId: ['Deck not found'] },
      fieldIssues: { deckMapId: [{ code: 'deck.not_found', params: {} }] },
    });
  });
});
