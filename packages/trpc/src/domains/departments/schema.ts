import { DEPARTMENT_CATEGORIES } from '@marsa/db/constants';
import { z } from 'zod';
import { idSchema, optionalText, requiredText } from '../../shared/fields.ts';

/** §5 department form: the exact messages of the spec. */
export const departmentInputSchema = z.object({
  name: requiredText('Department name is required', 120),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  category: z.enum(DEPARTMENT_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Category is required'
        : `Category must be one of: ${DEPARTMENT_CATEGORIES.join(', ')}`,
  }),
  description: optionalText(1000),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});

export const departmentUpdateSchema = departmentInputSchema.extend({ id: idSchema });

export type DepartmentInput = z.input<typeof departmentInputSchema>;
export type DepartmentValues = z.output<typeof departmentInputSchema>;
export type DepartmentUpdate = z.output<typeof departmentUpdateSchema>;
