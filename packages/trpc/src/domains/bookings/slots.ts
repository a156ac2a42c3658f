import { and, asc, type Db, eq, inArray, type ScheduleSlotRow, scheduleSlots, type Tx } from '@marsa/db';
import type { ServiceType } from '@marsa/db/constants';
import { type BookableService, findBookableService } from './bookable.ts';
import type { FreeSlot, FreeSlotsInput } from './schema.ts';

export type ServiceFreeSlots = {
  serviceType: ServiceType;
  serviceId: number;
  serviceName: string;
  date: string;
  slots: FreeSlot[];
};

/**
 * Free times of one service on a date: its slots with spots left, plus the on-the-hour times a
 * booking would create (at full capacity) while the day holds no slot off that grid.
 */
export async function listFreeSlots(db: Db, input: FreeSlotsInput): Promise<ServiceFreeSlots> {
  const service = await findBookableService(db, input.serviceType, input.serviceId);
  const rows = await slotsOn(db, input.serviceType, [input.serviceId], input.date);
  return {
    serviceType: input.serviceType,
    serviceId: input.serviceId,
    serviceName: service.name,
    date: input.date,
    slots: freeSlotsOf(service, rows),
  };
}

/** Free slots of many services of one type on a date, in one query (for the concierge's listings). */
export async function listFreeSlotsByService(
  db: Db,
  services: Pick<BookableService, 'type' | 'id' | 'lazyTimes' | 'capacity' | 'isBookable'>[],
  type: ServiceType,
  date: string,
): Promise<Map<number, FreeSlot[]>> {
  const ids = services.map((service) => service.id);
  const rows = ids.length ? await slotsOn(db, type, ids, date) : [];
  const result = new Map<number, FreeSlot[]>();
  for (const service of services) {
    result.set(
      service.id,
      freeSlotsOf(
        service,
        rows.filter((row) => row.serviceId === service.id),
      ),
    );
  }
  return result;
}

function slotsOn(db: Db | Tx, type: ServiceType, ids: number[], date: string) {
  return db
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.serviceType, type),
        inArray(scheduleSlots.serviceId, ids),
        eq(scheduleSlots.date, date),
      ),
    )
    .orderBy(asc(scheduleSlots.time));
}

function freeSlotsOf(
  service: Pick<BookableService, 'lazyTimes' | 'capacity' | 'isBookable'>,
  rows: ScheduleSlotRow[],
): FreeSlot[] {
  if (!service.isBookable) return [];
  const free = rows
    .filter((row) => row.availableSpots > 0)
    .map((row) => ({ time: row.time, availableSpots: row.availableSpots, totalCapacity: row.totalCapacity }));
  if (!followsGrid(service, rows)) return free;
  const taken = new Set(rows.map((row) => row.time));
  const virtual = service.lazyTimes
    .filter((time) => !taken.has(time))
    .map((time) => ({ time, availableSpots: service.capacity, totalCapacity: service.capacity }));
  return [...free, ...virtual].sort((a, b) => a.time.localeCompare(b.time));
}

/** True when every slot of the day sits on the service's hourly grid, so missing grid times may be created. */
function followsGrid(
  service: Pick<BookableService, 'lazyTimes'>,
  rows: Pick<ScheduleSlotRow, 'time'>[],
): boolean {
  return rows.every((row) => service.lazyTimes.includes(row.time));
}

/** A slot as a booking would find it: the stored row, or the on-the-grid time a booking would create (full). */
export type SlotView = { id: number | null; availableSpots: number; totalCapacity: number };

/**
 * The slot a booking at this time would take spots from, read only: the stored one, or (only at one
 * of the service's on-the-hour times, while the day holds no slot off that grid) the one a booking
 * would create at full capacity; undefined when the time cannot be booked.
 */
export async function slotAt(
  db: Db | Tx,
  service: BookableService,
  date: string,
  time: string,
): Promise<SlotView | undefined> {
  const where = and(
    eq(scheduleSlots.serviceType, service.type),
    eq(scheduleSlots.serviceId, service.id),
    eq(scheduleSlots.date, date),
  );
  const day = await db.select().from(scheduleSlots).where(where);
  const existing = day.find((row) => row.time === time);
  if (existing) return existing;
  if (!service.lazyTimes.includes(time) || !followsGrid(service, day)) return undefined;
  return { id: null, availableSpots: service.capacity, totalCapacity: service.capacity };
}

/**
 * The slot a booking takes spots from (slotAt's rule); a missing one on the grid is created here,
 * in the booking's transaction.
 */
export async function findOrCreateSlot(
  tx: Tx,
  service: BookableService,
  date: string,
  time: string,
): Promise<ScheduleSlotRow | undefined> {
  const found = await slotAt(tx, service, date, time);
  if (!found) return undefined;
  if (found.id !== null) return found as ScheduleSlotRow;
  await tx
    .insert(scheduleSlots)
    .values({
      serviceType: service.type,
      serviceId: service.id,
      date,
      time,
      availableSpots: service.capacity,
      totalCapacity: service.capacity,
    })
    .onConflictDoNothing();
  const [created] = await tx
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.serviceType, service.type),
        eq(scheduleSlots.serviceId, service.id),
        eq(scheduleSlots.date, date),
        eq(scheduleSlots.time, time),
      ),
    )
    .limit(1);
  return created;
}

/** Times still open on a date, for error messages that name what is left. */
export async function openTimes(tx: Db | Tx, service: BookableService, date: string): Promise<string[]> {
  const rows = await slotsOn(tx, service.type, [service.id], date);
  return freeSlotsOf(service, rows).map((slot) => slot.time);
}
