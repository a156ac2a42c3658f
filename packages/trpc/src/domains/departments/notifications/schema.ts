import { NOTIFICATION_STATUSES } from '@marsa/db/constants';
import { z } from 'zod';

/** Admin outbox filter: one status, or every one. */
export const outboxFilterSchema = z
  .object({ status: z.enum(NOTIFICATION_STATUSES, 'Unknown notification status').optional() })
  .default({});

export type OutboxFilter = z.infer<typeof outboxFilterSchema>;
