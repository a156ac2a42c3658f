import { asc, type Db, type ScheduleSlotRow, scheduleSlots, type Tx } from '@marsa/db';
import { SCHEDULE_CAPACITY, SCHEDULE_FIRST_HOUR, SCHEDULE_LAST_HOUR } from '@marsa/db/constants';
import { notFound } from '../../errors.ts';
import { withUniqueField } from '../../shared/unique.ts';
import { findRestaurant } from '../restaurants/service.ts';
import { findSpaService } from '../spa/service.ts';
import type { GenerateDailyInput, ScheduleSlotValues } from './schedules-schema.ts';

type ScheduledType = ScheduleSlotValues['serviceType'];

/** Admins: every slot, by date, time and service. */
export function listSchedules(db: Db): Promise<ScheduleSlotRow[]> {
  return db
    .select()
    .from(scheduleSlots)
    .orderBy(
      asc(scheduleSlots.date),
      asc(scheduleSlots.time),
      asc(scheduleSlots.serviceType),
      asc(scheduleSlots.serviceId),
    );
}

/** Admins: adds one slot; an unknown service is 404 and an existing slot at that time 409. */
export async function createScheduleSlot(db: Db, values: ScheduleSlotValues): Promise<ScheduleSlotRow> {
  return db.transaction(async (tx) => {
    await assertServiceExists(tx, values.serviceType, values.serviceId);
    const [row] = await withUniqueField(
      () => tx.insert(scheduleSlots).values(values).returning(),
      'time',
      'schedule.slot_exists',
    );
    if (!row) throw new Error('slot insert returned no row');
    return row;
  });
}

/** The §9 hours 09:00..20:00 as 'HH:MM'. */
export function dailySlotTimes(): string[] {
  const times: string[] = [];
  for (let hour = SCHEDULE_FIRST_HOUR; hour <= SCHEDULE_LAST_HOUR; hour++) {
    times.push(`${String(hour).padStart(2, '0')}:00`);
  }
  return times;
}

/** Today's date on the server's clock (the ship's local time), 'YYYY-MM-DD'. */
export function localDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * Admins: the 12 hourly slots of a day for one service, 50 spots per restaurant slot and 10 per
 * spa slot. Slots that already exist are left alone (ON CONFLICT DO NOTHING on the unique key),
 * so pressing the button again creates nothing. Returns how many slots were created.
 */
export async function generateDailySchedule(
  db: Db,
  { serviceType, serviceId, date }: GenerateDailyInput,
  now = new Date(),
): Promise<{ created: number; date: string }> {
  const day = date ?? localDate(now);
  const capacity = SCHEDULE_CAPACITY[serviceType];
  return db.transaction(async (tx) => {
    await assertServiceExists(tx, serviceType, serviceId);
    const rows = await tx
      .insert(scheduleSlots)
      .values(
        dailySlotTimes().map((time) => ({
          serviceType,
          serviceId,
          date: day,
          time,
          availableSpots: capacity,
          totalCapacity: capacity,
        })),
      )
      .onConflictDoNothing({
        target: [scheduleSlots.serviceType, scheduleSlots.serviceId, scheduleSlots.date, scheduleSlots.time],
      })
      .returning({ id: scheduleSlots.id });
    return { created: rows.length, date: day };
  });
}

async function assertServiceExists(tx: Tx, serviceType: ScheduledType, serviceId: number): Promise<void> {
  const row =
    serviceType === 'restaurant' ? await findRestaurant(tx, serviceId) : await findSpaService(tx, serviceId);
  if (!row) throw notFound(serviceType === 'restaurant' ? 'restaurant.not_found' : 'spa.not_found');
}
