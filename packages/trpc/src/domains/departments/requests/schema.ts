import {
  DEPARTMENT_CATEGORIES,
  SERVICE_REQUEST_MESSAGE_MAX,
  SERVICE_REQUEST_REPLY_MAX,
  SERVICE_REQUEST_STATUSES,
} from '@marsa/db/constants';
import { z } from 'zod';
import { idSchema, MAX_INT } from '../../../shared/fields.ts';

const categorySchema = z.enum(DEPARTMENT_CATEGORIES, {
  error: `Category must be one of: ${DEPARTMENT_CATEGORIES.join(', ')}`,
});
const statusSchema = z.enum(SERVICE_REQUEST_STATUSES, {
  error: `Status must be one of: ${SERVICE_REQUEST_STATUSES.join(', ')}`,
});

/** POST /api/requests: what the guest needs; the department comes from the topic unless given. */
export const serviceRequestInputSchema = z.object({
  message: z
    .string('Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(SERVICE_REQUEST_MESSAGE_MAX, `Message can be at most ${SERVICE_REQUEST_MESSAGE_MAX} characters`),
  category: categorySchema.optional(),
});

/** GET /api/admin/requests: filter by status and department category. */
export const serviceRequestFilterSchema = z
  .object({ status: statusSchema.optional(), category: categorySchema.optional() })
  .default({});

/** PUT /api/admin/requests/{id}: a new status, a reply to the guest, or both. */
export const serviceRequestUpdateSchema = z
  .object({
    id: idSchema,
    status: statusSchema.optional(),
    reply: z
      .string('Reply must be text')
      .trim()
      .max(SERVICE_REQUEST_REPLY_MAX, `Reply can be at most ${SERVICE_REQUEST_REPLY_MAX} characters`)
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((value) => value.status !== undefined || value.reply !== undefined, {
    message: 'Give a status or a reply',
    path: ['reply'],
  });

/** A request id from a path: a positive integer (REST passes it as text). */
export const serviceRequestIdSchema = z.object({
  id: z.coerce
    .number('Request id must be a number')
    .int()
    .positive('Request id must be a number')
    .max(MAX_INT, 'Request not found'),
});

export type ServiceRequestInput = z.input<typeof serviceRequestInputSchema>;
export type ServiceRequestFilter = z.infer<typeof serviceRequestFilterSchema>;
export type ServiceRequestUpdate = z.infer<typeof serviceRequestUpdateSchema>;
