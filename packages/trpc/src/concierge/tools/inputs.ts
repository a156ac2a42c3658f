import { z } from 'zod';
import type { FreeSlot } from '../../domains/bookings/schema.ts';
import { centsToUsd } from '../../domains/excursions/rules.ts';
import type { FreeTime } from './types.ts';

/** Optional 'YYYY-MM-DD'; the tools default to today. */
export const dateInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .describe('Date as YYYY-MM-DD; defaults to today');

export const requiredDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('Date as YYYY-MM-DD');
export const requiredTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .describe('Start time as HH:MM, 24-hour, one of the free times');

export const partySizeInput = z.number().int().min(1).max(20).describe('Number of guests');
export const specialRequestsInput = z
  .string()
  .max(500)
  .optional()
  .describe('Special requests, if the guest gave any');

export const freeTimesOf = (slots: FreeSlot[] | undefined): FreeTime[] =>
  (slots ?? []).map((slot) => ({ time: slot.time, spotsLeft: slot.availableSpots }));

/** A nullable price in cents as dollars, through the one cents → USD conversion. */
export const optionalCentsToUsd = (cents: number | null): number | null =>
  cents === null ? null : centsToUsd(cents);
