import { z } from 'zod';
import { idSchema, requiredText } from '../admin-common/fields.ts';

/** §7 PUT /api/admin/ai-learnings/{id}: the admin's corrected answer (trimmed, not empty). */
export const aiLearningCorrectionInputSchema = z.object({
  id: idSchema,
  adminCorrection: requiredText('Please enter the corrected response', 10_000),
});

export type AiLearningCorrectionInput = z.input<typeof aiLearningCorrectionInputSchema>;
