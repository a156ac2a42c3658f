import { BOOKING_TYPES } from '@marsa/db/constants';
import { z } from 'zod';
import { positiveId, positiveIdParam } from '../../shared/fields.ts';
import { say } from '../../shared/say.ts';

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const bookingDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, say('booking.date_invalid'))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, say('booking.date_invalid'));

/** A 24-hour clock time 'HH:MM'. */
export const bookingTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, say('booking.time_invalid'));

export const BOOKING_PARTY_SIZE_MAX = 20;
export const BOOKING_SPECIAL_REQUESTS_MAX = 500;

/** A restaurant table, spa appointment or activity session for the signed-in guest. */
export const bookingInputSchema = z.object({
  type: z.enum(BOOKING_TYPES, say('booking.type_invalid')),
  serviceId: positiveId('booking.service_required'),
  date: bookingDateSchema,
  time: bookingTimeSchema,
  partySize: z
    .number(say('booking.party_required'))
    .int(say('booking.party_whole'))
    .min(1, say('booking.party_min', { min: 1 }))
    .max(BOOKING_PARTY_SIZE_MAX, say('booking.party_max', { max: BOOKING_PARTY_SIZE_MAX })),
  specialRequests: z
    .string()
    .trim()
    .max(
      BOOKING_SPECIAL_REQUESTS_MAX,
      say('booking.requests_too_long', { max: BOOKING_SPECIAL_REQUESTS_MAX }),
    )
    .optional(),
});

export const bookingIdInputSchema = z.object({
  id: positiveIdParam('booking.id_invalid'),
});

export const freeSlotsInputSchema = z.object({
  serviceType: z.enum(BOOKING_TYPES, 'Service type must be restaurant, spa or activity'),
  serviceId: positiveIdParam('booking.service_required'),
  date: bookingDateSchema,
});

export type BookingInput = z.infer<typeof bookingInputSchema>;
export type FreeSlotsInput = z.infer<typeof freeSlotsInputSchema>;

/** §3 Booking as every client sees it. */
export type Booking = {
  id: number;
  type: (typeof BOOKING_TYPES)[number];
  status: 'confirmed' | 'pending' | 'cancelled';
  serviceId: number;
  serviceName: string;
  date: string;
  time: string;
  partySize: number;
  additionalOptions: { specialRequests?: string };
  createdAt: Date;
};

export type FreeSlot = { time: string; availableSpots: number; totalCapacity: number };
