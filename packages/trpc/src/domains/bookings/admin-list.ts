import { type BookingRow, bookings, type Db, desc, scheduleSlots } from '@marsa/db';
import { countRows } from '../../shared/count.ts';
import { withGuests } from '../auth/guests.ts';

export type AdminBooking = BookingRow & { guest: { fullName: string; roomNumber: string } };

/** Admins: every guest's bookings, newest first, with the guest's name and room. */
export async function listAllBookings(db: Db): Promise<AdminBooking[]> {
  const rows = await db.select().from(bookings).orderBy(desc(bookings.id));
  const joined = await withGuests(db, rows, ({ fullName, roomNumber }) => ({ fullName, roomNumber }));
  return joined.map(({ row, guest }) => ({ ...row, guest }));
}

/** The dashboard's counts of bookings and schedule slots. */
export const countBookings = (db: Db): Promise<number> => countRows(db, bookings);
export const countScheduleSlots = (db: Db): Promise<number> => countRows(db, scheduleSlots);
