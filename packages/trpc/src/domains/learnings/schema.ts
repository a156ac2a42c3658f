import { z } from 'zod';

/** Thumbs up or down on one of the guest's own assistant messages. */
export const learningFeedbackInputSchema = z.object({
  messageId: z.number('Message is required').int().positive('Message is required'),
  helpful: z.boolean('Helpful must be true or false'),
});

export type LearningFeedbackInput = z.infer<typeof learningFeedbackInputSchema>;
