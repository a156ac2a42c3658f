import { z } from 'zod';
import { positiveId, positiveIdParam } from '../../shared/fields.ts';

export const EXCURSION_PARTICIPANTS_MIN = 1;
export const EXCURSION_PARTICIPANTS_MAX = 20;
export const EXCURSION_SPECIAL_REQUESTS_MAX = 500;

/** POST /api/shore-excursion-bookings; §4 defaults: 1 participant, empty special requests. */
export const excursionBookingInputSchema = z.object({
  shoreExcursionId: positiveId('excursion.choose'),
  participants: z
    .number({ error: 'Participants must be a whole number' })
    .int('Participants must be a whole number')
    .min(EXCURSION_PARTICIPANTS_MIN, 'At least 1 participant is required')
    .max(EXCURSION_PARTICIPANTS_MAX, `At most ${EXCURSION_PARTICIPANTS_MAX} participants per booking`)
    .default(EXCURSION_PARTICIPANTS_MIN),
  specialRequests: z
    .string({ error: 'Special requests must be text' })
    .trim()
    .max(
      EXCURSION_SPECIAL_REQUESTS_MAX,
      `Special requests must be at most ${EXCURSION_SPECIAL_REQUESTS_MAX} characters`,
    )
    .default(''),
});

/** A booking id from a path or a procedure input. */
export const excursionBookingIdSchema = z.object({
  id: positiveIdParam('excursion.booking_id_invalid'),
});

export type ExcursionBookingInput = z.input<typeof excursionBookingInputSchema>;
export type ExcursionBookingValues = z.output<typeof excursionBookingInputSchema>;
