import { TextInput } from '@mantine/core';
import { DEPARTMENT_CATEGORIES, departmentInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { type EditDialogProps, EntityFormDialog } from '../admin-common/entity-form-dialog.tsx';
import { ChoiceField, SwitchField, TextAreaField, TextField } from '../admin-common/form-fields.tsx';
import { startingValues } from '../admin-common/starting-values.ts';
import type { EntityMutations } from '../admin-common/use-entity-mutations.ts';
import type { departmentEntity } from './department-entity.ts';

type Department = AdminRow<'departments'>;

type DialogProps = EditDialogProps<Department> & { mutations: EntityMutations<typeof departmentEntity> };

const formValues = (department: Department | null) =>
  startingValues<{ name: string; email: string; category: string; description: string; isActive: boolean }>(
    department,
    { name: '', email: '', category: '', description: '', isActive: true },
  );

/** §4 add/edit dialog: editing pre-fills, success closes it; the form is fresh on every open. */
export function DepartmentFormDialog({ mutations, ...dialog }: DialogProps) {
  const t = useT().adminDepartments;
  return (
    <EntityFormDialog
      {...dialog}
      name="department"
      texts={t}
      schema={departmentInputSchema}
      initialValues={formValues}
      saves={mutations}
    >
      {({ field }) => (
        <>
          <TextField field={field} path="name" texts={t.fields} isRequired />
          <TextInput
            label={t.fields.email}
            placeholder={t.fields.emailPlaceholder}
            type="email"
            autoComplete="off"
            withAsterisk
            {...field('email')}
          />
          <ChoiceField
            field={field}
            path="category"
            texts={t.fields}
            data={DEPARTMENT_CATEGORIES.map((value) => ({ value, label: t.categories[value] }))}
          />
          <TextAreaField field={field} path="description" texts={t.fields} minRows={3} maxRows={8} />
          <SwitchField field={field} path="isActive" label={t.fields.isActive} hint={t.fields.isActiveHint} />
        </>
      )}
    </EntityFormDialog>
  );
}
