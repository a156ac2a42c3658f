import type { DbHandle } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBookings } from '../../domains/bookings/service.ts';
import type { ActionProposalContent } from '../../domains/chat/content.ts';
import { saveMessage } from '../../domains/chat/service.ts';
import { insertGuest, insertShipFixtures, type ShipFixtures } from '../testing/fixtures.ts';
import { proposeAction } from './actions.ts';
import { confirmActionTool, NOTHING_TO_CONFIRM } from './confirm-action.ts';
import type { ToolContext } from './context.ts';
import type { ConfirmResult } from './types.ts';

let handle: DbHandle;
let ship: ShipFixtures;

beforeAll(async () => {
  handle = await createTestDb();
  ship = await insertShipFixtures(handle.db);
});
afterAll(() => handle.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A guest with a stored table proposal and their 'yes' after it. */
async function proposedTable() {
  const userId = await insertGuest(handle.db);
  const input = { restaurantId: ship.tavola.id, date: tomorrow(), time: '19:00', partySize: 2 };
  return { userId, ctx: await proposedTableFor(userId, input) };
}

/** A stored table proposal for this guest and their 'yes' after it. */
async function proposedTableFor(userId: number, input: Record<string, unknown>): Promise<ToolContext> {
  const ctx = await storedProposal(userId, input);
  const yes = await saveMessage(handle.db, userId, 'user', 'yes');
  return { ...ctx, userMessageId: yes.id };
}

/** A stored table proposal for this guest, not answered yet. */
async function storedProposal(userId: number, input: Record<string, unknown>): Promise<ToolContext> {
  const ctx: ToolContext = { db: handle.db, userId, now: new Date() };
  const proposed = await proposeAction(ctx, 'bookTable', input);
  if (!proposed.ok) throw new Error(proposed.error);
  const content: ActionProposalContent = {
    type: 'action_proposal',
    message: 'Please confirm',
    status: 'pending',
    ...proposed.proposal,
  };
  await saveMessage(handle.db, userId, 'assistant', JSON.stringify(content));
  return ctx;
}

const confirm = (ctx: ToolContext) =>
  confirmActionTool(ctx).execute?.(
    {},
    { toolCallId: 't', messages: [], context: {} },
  ) as Promise<ConfirmResult>;

describe('proposals and confirmAction', () => {
  it('a proposal writes nothing; it is checked with the real rules', async () => {
    const userId = await insertGuest(handle.db);
    const ctx: ToolContext = { db: handle.db, userId, now: new Date() };
    const ok = await proposeAction(ctx, 'bookTable', {
      restaurantId: ship.tavola.id,
      date: tomorrow(),
      time: '19:00',
      partySize: 2,
    });
    expect(ok).toMatchObject({
      ok: true,
      proposal: { summary: { title: 'La Tavola', partySize: 2, time: '19:00' } },
    });
    expect(await listBookings(handle.db, userId)).toHaveLength(0);
    const offGrid = await proposeAction(ctx, 'bookTable', {
      restaurantId: ship.tavola.id,
      date: tomorrow(),
      time: '03:00',
      partySize: 2,
    });
    expect(offGrid).toMatchObject({ ok: false });
    // The rule's refusal in Arabic too, from the error catalog (times on the Arabic clock).
    expect(offGrid.ok ? '' : offGrid.errorAr).toMatch(
      /^لا يوجد حجز في .+ الساعة 3:00 ص .+الأوقات المتاحة: .+ م/,
    );
    const notOnMenu = await proposeAction(ctx, 'orderRoomService', {
      items: [{ name: 'what number do i dial for', quantity: 1 }],
    });
    expect(notOnMenu).toEqual({
      ok: false,
      error: 'what number do i dial for is not on the room-service menu',
      errorAr: '«what number do i dial for» ليس في قائمة خدمة الغرف',
    });
    // What the menu has is proposed; what it lacks is named in the summary and left out of the order.
    const partly = await proposeAction(ctx, 'orderRoomService', {
      items: [
        { name: 'Club Sandwich', quantity: 1 },
        { name: 'onion rings', quantity: 1 },
      ],
    });
    expect(partly).toMatchObject({
      ok: true,
      proposal: {
        input: { items: [{ name: 'Club Sandwich', quantity: 1 }] },
        summary: { totalUSD: 18, notOnMenu: ['onion rings'] },
      },
    });
  });

  it('proposals burn no booking id: two proposals, then one confirmed booking, takes the next id', async () => {
    const first = await proposedTable();
    const before = await listBookings(handle.db, first.userId);
    const booked = await confirm(first.ctx);
    expect(booked.ok).toBe(true);
    const firstId = (await listBookings(handle.db, first.userId))[0]?.id ?? 0;
    expect(before).toHaveLength(0);
    // Two more proposals (a table and an excursion), then one of them confirmed.
    const userId = await insertGuest(handle.db);
    const ctx: ToolContext = { db: handle.db, userId, now: new Date() };
    const table = { restaurantId: ship.tavola.id, date: tomorrow(), time: '20:00', partySize: 4 };
    expect(await proposeAction(ctx, 'bookTable', { ...table, time: '18:00' })).toMatchObject({ ok: true });
    const second = await proposedTableFor(userId, table);
    expect(await confirm(second)).toMatchObject({ ok: true });
    const mine = await listBookings(handle.db, userId);
    expect(mine.map((b) => b.id)).toEqual([firstId + 1]);
  });

  it('a proposal breaks the same rules the booking does, and names them', async () => {
    const userId = await insertGuest(handle.db);
    const ctx: ToolContext = { db: handle.db, userId, now: new Date() };
    const tooMany = await proposeAction(ctx, 'bookTable', {
      restaurantId: ship.tavola.id,
      date: tomorrow(),
      time: '19:00',
      partySize: 21,
    });
    expect(tooMany).toMatchObject({ ok: false });
    const past = await proposeAction(ctx, 'bookTable', {
      restaurantId: ship.tavola.id,
      date: '2020-01-01',
      time: '19:00',
      partySize: 2,
    });
    expect(past).toMatchObject({ ok: false });
    const cancelNothing = await proposeAction(ctx, 'cancelMyBooking', {
      bookingId: 999_999,
      bookingType: 'restaurant',
    });
    expect(cancelNothing).toMatchObject({ ok: false });
  });

  it('runs a confirmed proposal exactly once, however often the yes arrives', async () => {
    const { userId, ctx } = await proposedTable();
    const results = await Promise.all([confirm(ctx), confirm(ctx), confirm(ctx)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await listBookings(handle.db, userId)).toHaveLength(1);
    expect(await confirm(ctx)).toMatchObject({ ok: false });
    expect(await listBookings(handle.db, userId)).toHaveLength(1);
  });

  it('confirms nothing without a stored guest message, or when the last reply was not a proposal', async () => {
    const { ctx } = await proposedTable();
    expect(await confirm({ ...ctx, userMessageId: undefined })).toEqual({
      ok: false,
      error: NOTHING_TO_CONFIRM,
    });
    await saveMessage(handle.db, ctx.userId, 'assistant', 'Something else');
    const later = await saveMessage(handle.db, ctx.userId, 'user', 'yes');
    expect(await confirm({ ...ctx, userMessageId: later.id })).toEqual({
      ok: false,
      error: NOTHING_TO_CONFIRM,
    });
  });

  it('confirms the proposal across one side question answered aside, never across a request', async () => {
    const table = { restaurantId: ship.tavola.id, date: tomorrow(), time: '19:00', partySize: 2 };
    const userId = await insertGuest(handle.db);
    const ctx = await storedProposal(userId, table);
    await saveMessage(handle.db, userId, 'user', 'one of us is vegetarian, is that ok?');
    await saveMessage(handle.db, userId, 'assistant', 'Every menu has vegetarian dishes.');
    const yes = await saveMessage(handle.db, userId, 'user', 'great, yes');
    expect(await confirm({ ...ctx, userMessageId: yes.id })).toMatchObject({ ok: true });
    expect(await listBookings(handle.db, userId)).toHaveLength(1);

    const otherId = await insertGuest(handle.db);
    const other = await storedProposal(otherId, table);
    await saveMessage(handle.db, otherId, 'user', 'book the spa too');
    await saveMessage(handle.db, otherId, 'assistant', 'The spa is on Deck 17.');
    const later = await saveMessage(handle.db, otherId, 'user', 'yes');
    expect(await confirm({ ...other, userMessageId: later.id })).toEqual({
      ok: false,
      error: NOTHING_TO_CONFIRM,
    });
  });
});
