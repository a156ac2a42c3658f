import { DEPARTMENT_CATEGORIES } from '@marsa/db/constants';
import { z } from 'zod';
import { idSchema, optionalText, requiredText } from '../../shared/fields.ts';
import { coded, say } from '../../shared/say.ts';

/** §5 department form: the exact messages of the spec. */
export const departmentInputSchema = z.object({
  name: requiredText('department.name_required', 120),
  email: z
    .string(say('department.email_invalid'))
    .trim()
    .max(254, say('department.email_invalid'))
    .pipe(z.email(say('department.email_invalid'))),
  category: z.enum(DEPARTMENT_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? coded(issue, 'venue.category_required')
        : coded(issue, 'field.one_of', { field: 'Category', values: DEPARTMENT_CATEGORIES }),
  }),
  description: optionalText(1000),
  isActive: z.boolean(say('field.boolean', { field: 'isActive' })).default(true),
});

export const departmentUpdateSchema = departmentInputSchema.extend({ id: idSchema });

export type DepartmentInput = z.input<typeof departmentInputSchema>;
export type DepartmentValues = z.output<typeof departmentInputSchema>;
export type DepartmentUpdate = z.output<typeof departmentUpdateSchema>;
