import { z } from 'zod';
import { positiveId } from '../admin-common/fields.ts';

/** Thumbs up or down on one of the guest's own assistant messages. */
export const learningFeedbackInputSchema = z.object({
  messageId: positiveId('Message is required'),
  helpful: z.boolean('Helpful must be true or false'),
});

export type LearningFeedbackInput = z.infer<typeof learningFeedbackInputSchema>;
