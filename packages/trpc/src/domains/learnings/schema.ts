import { z } from 'zod';
import { idSchema, positiveId, requiredText } from '../../shared/fields.ts';

/** Thumbs up or down on one of the guest's own assistant messages. */
export const learningFeedbackInputSchema = z.object({
  messageId: positiveId('learning.message_required'),
  helpful: z.boolean('Helpful must be true or false'),
});

export type LearningFeedbackInput = z.infer<typeof learningFeedbackInputSchema>;

/** §7 PUT /api/admin/ai-learnings/{id}: the admin's corrected answer (trimmed, not empty). */
export const aiLearningCorrectionInputSchema = z.object({
  id: idSchema,
  adminCorrection: requiredText('learning.correction_required', 10_000),
});

export type AiLearningCorrectionInput = z.input<typeof aiLearningCorrectionInputSchema>;
