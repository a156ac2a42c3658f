import { BOOKING_TYPES } from '@marsa/db/constants';
import { z } from 'zod';
import { positiveId, positiveIdParam } from '../../shared/fields.ts';

const DATE_MESSAGE = 'Date must be a calendar date (YYYY-MM-DD)';
const TIME_MESSAGE = 'Time must be HH:MM (24-hour)';

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const bookingDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, DATE_MESSAGE);

/** A 24-hour clock time 'HH:MM'. */
export const bookingTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

export const BOOKING_PARTY_SIZE_MAX = 20;
export const BOOKING_SPECIAL_REQUESTS_MAX = 500;

/** A restaurant table, spa appointment or activity session for the signed-in guest. */
export const bookingInputSchema = z.object({
  type: z.enum(BOOKING_TYPES, 'Type must be restaurant, spa or activity'),
  serviceId: positiveId('Service is required'),
  date: bookingDateSchema,
  time: bookingTimeSchema,
  partySize: z
    .number('Party size is required')
    .int('Party size must be a whole number')
    .min(1, 'Party size must be at least 1')
    .max(BOOKING_PARTY_SIZE_MAX, `Party size can be at most ${BOOKING_PARTY_SIZE_MAX}`),
  specialRequests: z
    .string()
    .trim()
    .max(
      BOOKING_SPECIAL_REQUESTS_MAX,
      `Special requests can be at most ${BOOKING_SPECIAL_REQUESTS_MAX} characters`,
    )
    .optional(),
});

export const bookingIdInputSchema = z.object({
  id: positiveIdParam('Booking id must be a number'),
});

export const freeSlotsInputSchema = z.object({
  serviceType: z.enum(BOOKING_TYPES, 'Service type must be restaurant, spa or activity'),
  serviceId: positiveIdParam('Service is required'),
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
