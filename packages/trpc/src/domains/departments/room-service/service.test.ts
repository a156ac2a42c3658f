import type { DbHandle } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest } from '../../../concierge/testing/fixtures.ts';
import { AppError } from '../../../errors.ts';
import { listRoomServiceOrders, orderRoomService } from './service.ts';

let handle: DbHandle;
let guest: number;

beforeAll(async () => {
  handle = await createTestDb();
  guest = await insertGuest(handle.db);
});
afterAll(() => handle.close());

describe('orderRoomService', () => {
  it('stores the order with the §9 delivery estimate, for the guest only', async () => {
    const order = await orderRoomService(handle.db, guest, { items: [{ name: 'Mint tea', quantity: 2 }] });
    expect(order).toMatchObject({
      userId: guest,
      status: 'received',
      estimatedDelivery: '30-45 minutes',
      notes: '',
    });
    expect(await listRoomServiceOrders(handle.db, guest)).toHaveLength(1);
    expect(await listRoomServiceOrders(handle.db, await insertGuest(handle.db))).toHaveLength(0);
  });

  it('refuses an empty order with field errors', async () => {
    const error = await orderRoomService(handle.db, guest, { items: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors).toEqual({ items: ['Add at least one item'] });
  });
});
