import type { RouterOutputs } from '../../lib/trpc-types.ts';

type Bookings = RouterOutputs['guest']['bookings'];
export type Booking = Bookings['list'][number];
export type BookingType = Booking['type'];
export type FreeSlot = Bookings['freeSlots']['slots'][number];

/** What the reserve dialog books: a restaurant, spa service or activity. */
export type ReserveTarget = { type: BookingType; id: number; name: string };
