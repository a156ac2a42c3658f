import { type Db, desc, eq, type RoomServiceOrderRow, roomServiceOrders } from '@marsa/db';
import { ROOM_SERVICE_DELIVERY } from '@marsa/db/constants';
import { validationError } from '../../../errors.ts';
import { enqueueNotification } from '../notifications/enqueue.ts';
import { type RoomServiceOrderInput, roomServiceOrderInputSchema } from './schema.ts';

/**
 * Places a room-service order for the guest `userId` (the concierge's orderRoomService tool);
 * validates its own input (400 with field errors). Delivery is estimated at '30-45 minutes' (§9).
 */
export async function orderRoomService(
  db: Db,
  userId: number,
  input: RoomServiceOrderInput,
): Promise<RoomServiceOrderRow> {
  const parsed = roomServiceOrderInputSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roomServiceOrders)
      .values({ userId, ...parsed.data, estimatedDelivery: ROOM_SERVICE_DELIVERY })
      .returning();
    if (!row) throw new Error('room service insert returned no row');
    await enqueueNotification(tx, { event: 'room_service_ordered', userId, order: row });
    return row;
  });
}

/** The guest's own room-service orders, newest first. */
export function listRoomServiceOrders(db: Db, userId: number): Promise<RoomServiceOrderRow[]> {
  return db
    .select()
    .from(roomServiceOrders)
    .where(eq(roomServiceOrders.userId, userId))
    .orderBy(desc(roomServiceOrders.id));
}
