import type { DbHandle } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBooking, createBooking } from '../../domains/bookings/service.ts';
import { bookExcursion, cancelExcursionBooking } from '../../domains/excursions/service.ts';
import { composeProposal } from '../offline/compose-confirm.ts';
import type { Voice } from '../offline/say.ts';
import { insertGuest, insertShipFixtures, type ShipFixtures } from '../testing/fixtures.ts';
import { proposeAction } from './actions.ts';
import type { ToolContext } from './context.ts';
import { proposalSummary } from './proposal-summary.ts';
import type { ActionName } from './types.ts';

let handle: DbHandle;
let ship: ShipFixtures;

beforeAll(async () => {
  handle = await createTestDb();
  ship = await insertShipFixtures(handle.db);
});
afterAll(() => handle.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const voice = (lang: Voice['lang']): Voice => ({
  lang,
  today: tomorrow(),
  guestName: undefined,
  brand: 'Marsa',
});

async function summaryOf(ctx: ToolContext, action: ActionName, input: Record<string, unknown>) {
  const proposed = await proposeAction(ctx, action, input);
  if (!proposed.ok) throw new Error(proposed.error);
  return proposed.proposal.summary;
}

describe('the duplicate guard of the concierge’s proposals', () => {
  it('names the guest’s live booking of the same restaurant slot, and only that one', async () => {
    const userId = await insertGuest(handle.db);
    const ctx: ToolContext = { db: handle.db, userId, now: new Date() };
    const table = { restaurantId: ship.tavola.id, date: tomorrow(), time: '19:00', partySize: 2 };
    expect((await summaryOf(ctx, 'bookTable', table)).alreadyBooked).toBeNull();

    const mine = await createBooking(handle.db, userId, {
      type: 'restaurant',
      serviceId: ship.tavola.id,
      date: tomorrow(),
      time: '19:00',
      partySize: 2,
    });
    const again = await summaryOf(ctx, 'bookTable', { ...table, partySize: 1 });
    expect(again.alreadyBooked).toEqual({ bookingId: mine.id, partySize: 2 });
    // Another time of the same evening is not the same slot.
    expect((await summaryOf(ctx, 'bookTable', { ...table, time: '20:00' })).alreadyBooked).toBeNull();
    // Another guest's booking is not this guest's.
    const other = await insertGuest(handle.db, 'Other Guest');
    expect((await summaryOf({ ...ctx, userId: other }, 'bookTable', table)).alreadyBooked).toBeNull();

    await cancelBooking(handle.db, userId, mine.id);
    expect((await summaryOf(ctx, 'bookTable', table)).alreadyBooked).toBeNull();
  });

  it('names a live booking of the same excursion, whatever the participants', async () => {
    const userId = await insertGuest(handle.db);
    const ctx: ToolContext = { db: handle.db, userId, now: new Date() };
    const input = { shoreExcursionId: ship.excursion.id, participants: 1 };
    expect((await summaryOf(ctx, 'bookExcursion', input)).alreadyBooked).toBeNull();
    const mine = await bookExcursion(handle.db, userId, { ...input, participants: 2, specialRequests: '' });
    expect((await summaryOf(ctx, 'bookExcursion', input)).alreadyBooked).toEqual({
      bookingId: mine.id,
      partySize: 2,
    });
    await cancelExcursionBooking(handle.db, userId, mine.id);
    expect((await summaryOf(ctx, 'bookExcursion', input)).alreadyBooked).toBeNull();
  });

  it('the reply says so first, in English and in Arabic; without a duplicate it does not', () => {
    const summary = proposalSummary({
      kind: 'restaurant',
      title: 'La Tavola',
      titleAr: 'لا تافولا',
      date: tomorrow(),
      time: '19:30',
      partySize: 2,
      alreadyBooked: { bookingId: 7, partySize: 2 },
    });
    const [en] = composeProposal(voice('en'), summary).split('\n');
    expect(en).toMatch(
      /^You already have La Tavola today .*7:30\sPM \(booking #7, 2 guests\) — book another\?$/,
    );
    const [ar] = composeProposal(voice('ar'), summary).split('\n');
    expect(ar).toMatch(/^لديك لا تافولا اليوم .* بالفعل \(الحجز رقم 7، ضيفين\) — هل تريد حجزًا آخر؟$/);
    const excursion = composeProposal(voice('en'), {
      ...summary,
      kind: 'excursion',
      title: 'Coral Reef Snorkel',
      date: null,
      time: null,
      alreadyBooked: { bookingId: 9, partySize: 1 },
    });
    expect(excursion.split('\n')[0]).toBe(
      'You already have Coral Reef Snorkel (booking #9, 1 participant) — book another?',
    );
    expect(composeProposal(voice('en'), { ...summary, alreadyBooked: null })).not.toContain('already');
  });
});
