import type { Db, Tx } from '@marsa/db';
import type { Booking } from '../../domains/bookings/schema.ts';
import type { ShoreExcursionBooking } from '../../domains/excursions/view.ts';
import { recordKey, recordTitles } from '../../domains/search/titles.ts';
import type { BookedExcursion, BookedService, MyBookingsResult } from './types.ts';

export const toBookedService = (booking: Booking): BookedService => ({
  id: booking.id,
  type: booking.type,
  serviceId: booking.serviceId,
  serviceName: booking.serviceName,
  date: booking.date,
  time: booking.time,
  partySize: booking.partySize,
  status: booking.status,
  ...(booking.additionalOptions.specialRequests
    ? { specialRequests: booking.additionalOptions.specialRequests }
    : {}),
});

export const toBookedExcursion = (booking: ShoreExcursionBooking): BookedExcursion => ({
  id: booking.id,
  shoreExcursionId: booking.shoreExcursionId,
  title: booking.shoreExcursion.title,
  titleAr: booking.shoreExcursion.titleAr ?? null,
  participants: booking.participants,
  totalPriceUSD: booking.totalPrice,
  status: booking.status,
});

/**
 * The bookings with their services' and excursions' Arabic names, looked up by kind and id from
 * the records (recordTitles) when the tool runs: a booking row keeps only the English name.
 */
export async function withArabicNames(db: Db | Tx, result: MyBookingsResult): Promise<MyBookingsResult> {
  const titles = await recordTitles(db, [
    ...result.bookings.map((b) => ({ kind: b.type, id: b.serviceId })),
    ...result.excursions.map((e) => ({ kind: 'excursion' as const, id: e.shoreExcursionId })),
  ]);
  return {
    bookings: result.bookings.map((b) => ({
      ...b,
      serviceNameAr: titles.get(recordKey(b.type, b.serviceId))?.titleAr ?? null,
    })),
    excursions: result.excursions.map((e) => ({
      ...e,
      titleAr: titles.get(recordKey('excursion', e.shoreExcursionId))?.titleAr ?? null,
    })),
  };
}

export const serviceWithArabicName = async (db: Db | Tx, booking: BookedService) =>
  (await withArabicNames(db, { bookings: [booking], excursions: [] })).bookings[0] ?? booking;

export const excursionWithArabicName = async (db: Db | Tx, booking: BookedExcursion) =>
  (await withArabicNames(db, { bookings: [], excursions: [booking] })).excursions[0] ?? booking;
