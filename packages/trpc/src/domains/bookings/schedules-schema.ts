import { z } from 'zod';
import { dateSchema, idSchema, timeSchema, wholeNumber } from '../../shared/fields.ts';
import { coded, say } from '../../shared/say.ts';

/** The services that take hourly slots (§3 schedule slot: restaurant or spa). */
export const SCHEDULED_SERVICE_TYPES = ['restaurant', 'spa'] as const;

const serviceTypeSchema = z.enum(SCHEDULED_SERVICE_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? coded(issue, 'schedule.service_type_required')
      : coded(issue, 'schedule.service_type_invalid'),
});
const serviceIdSchema = z.number(say('booking.service_required')).pipe(idSchema);

/** §7 POST /api/admin/schedules: one slot; available spots may not exceed the total capacity. */
export const scheduleSlotInputSchema = z
  .object({
    serviceType: serviceTypeSchema,
    serviceId: serviceIdSchema,
    date: dateSchema('schedule.date_required'),
    time: timeSchema('schedule.time_required'),
    availableSpots: wholeNumber('available_spots', 0, 10_000),
    totalCapacity: wholeNumber('total_capacity', 1, 10_000),
  })
  .refine((slot) => slot.availableSpots <= slot.totalCapacity, {
    ...say('schedule.spots_over_capacity'),
    path: ['availableSpots'],
  });

/** 'Generate Daily Schedule': the 12 hourly slots of one day (default today) for one service. */
export const generateDailyInputSchema = z.object({
  serviceType: serviceTypeSchema,
  serviceId: serviceIdSchema,
  date: dateSchema('schedule.date_required').optional(),
});

export type ScheduleSlotInput = z.input<typeof scheduleSlotInputSchema>;
export type ScheduleSlotValues = z.output<typeof scheduleSlotInputSchema>;
export type GenerateDailyInput = z.output<typeof generateDailyInputSchema>;
