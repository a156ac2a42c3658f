import { z } from 'zod';
import { dateSchema, idSchema, timeSchema, wholeNumber } from '../../shared/fields.ts';

/** The services that take hourly slots (§3 schedule slot: restaurant or spa). */
export const SCHEDULED_SERVICE_TYPES = ['restaurant', 'spa'] as const;

const serviceTypeSchema = z.enum(SCHEDULED_SERVICE_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Service type is required'
      : 'Service type must be restaurant or spa',
});
const serviceIdSchema = z.number({ error: 'Service is required' }).pipe(idSchema);

/** §7 POST /api/admin/schedules: one slot; available spots may not exceed the total capacity. */
export const scheduleSlotInputSchema = z
  .object({
    serviceType: serviceTypeSchema,
    serviceId: serviceIdSchema,
    date: dateSchema('Date is required'),
    time: timeSchema('Time is required'),
    availableSpots: wholeNumber('Available spots', 0, 10_000),
    totalCapacity: wholeNumber('Total capacity', 1, 10_000),
  })
  .refine((slot) => slot.availableSpots <= slot.totalCapacity, {
    message: 'Available spots cannot exceed the total capacity',
    path: ['availableSpots'],
  });

/** 'Generate Daily Schedule': the 12 hourly slots of one day (default today) for one service. */
export const generateDailyInputSchema = z.object({
  serviceType: serviceTypeSchema,
  serviceId: serviceIdSchema,
  date: dateSchema('Date is required').optional(),
});

export type ScheduleSlotInput = z.input<typeof scheduleSlotInputSchema>;
export type ScheduleSlotValues = z.output<typeof scheduleSlotInputSchema>;
export type GenerateDailyInput = z.output<typeof generateDailyInputSchema>;
