import {
  type ActivityRow,
  activities,
  asc,
  type BookingRow,
  bookings,
  type Db,
  desc,
  eq,
  users,
} from '@marsa/db';

/** Admins: every activity, by name. */
export function listAllActivities(db: Db): Promise<ActivityRow[]> {
  return db.select().from(activities).orderBy(asc(activities.name), asc(activities.id));
}

export type AdminBooking = BookingRow & { guest: { fullName: string; roomNumber: string } };

/** Admins: every guest's bookings, newest first, with the guest's name and room. */
export async function listAllBookings(db: Db): Promise<AdminBooking[]> {
  const rows = await db
    .select({ booking: bookings, guest: { fullName: users.fullName, roomNumber: users.roomNumber } })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .orderBy(desc(bookings.id));
  return rows.map(({ booking, guest }) => ({ ...booking, guest }));
}
