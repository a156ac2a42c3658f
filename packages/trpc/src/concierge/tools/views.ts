import type { Booking } from '../../domains/bookings/schema.ts';
import type { ShoreExcursionBooking } from '../../domains/excursions/view.ts';
import type { BookedExcursion, BookedService } from './types.ts';

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
