import { Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DEPARTMENT_CATEGORIES, departmentInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { fieldErrorsOf } from '../../lib/notify.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { readableDimmed } from '../admin-common/contrast.ts';
import { localizedProps, localizerFor } from '../admin-common/localize.ts';
import { useDepartmentMutations } from './use-department-mutations.ts';

type Department = AdminRow<'departments'>;

type DepartmentFormValues = {
  name: string;
  email: string;
  category: string;
  description: string;
  isActive: boolean;
};

type DialogProps = { opened: boolean; department: Department | null; session: number; onClose: () => void };

/** §4 add/edit dialog: editing pre-fills, success closes it; the form is fresh on every open. */
export function DepartmentFormDialog({ opened, department, session, onClose }: DialogProps) {
  const t = useT().adminDepartments;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={department ? t.editTitle : t.addTitle}
      size="lg"
      radius="lg"
      styles={{ content: readableDimmed }}
      closeButtonProps={{ 'aria-label': t.close }}
      data-testid="department-dialog"
    >
      <DepartmentForm key={session} department={department} onDone={onClose} />
    </Modal>
  );
}

function DepartmentForm({ department, onDone }: { department: Department | null; onDone: () => void }) {
  const t = useT().adminDepartments;
  const localize = localizerFor('adminDepartments', t.validation);
  const { create, update } = useDepartmentMutations();
  const form = useForm<DepartmentFormValues>({
    mode: 'uncontrolled',
    initialValues: {
      name: department?.name ?? '',
      email: department?.email ?? '',
      category: department?.category ?? '',
      description: department?.description ?? '',
      isActive: department?.isActive ?? true,
    },
    validate: schemaResolver(departmentInputSchema, { sync: true }),
  });
  const field = (path: keyof DepartmentFormValues) => localizedProps(form.getInputProps(path), localize);
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const input = departmentInputSchema.parse(values);
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)),
    };
    if (department) update.mutate({ ...input, id: department.id }, callbacks);
    else create.mutate(input, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="department-form">
      <Stack>
        <TextInput
          label={t.fields.name}
          placeholder={t.fields.namePlaceholder}
          dir="auto"
          withAsterisk
          key={form.key('name')}
          {...field('name')}
        />
        <TextInput
          label={t.fields.email}
          placeholder={t.fields.emailPlaceholder}
          type="email"
          autoComplete="off"
          withAsterisk
          key={form.key('email')}
          {...field('email')}
        />
        <Select
          label={t.fields.category}
          placeholder={t.fields.categoryPlaceholder}
          withAsterisk
          allowDeselect={false}
          data={DEPARTMENT_CATEGORIES.map((value) => ({ value, label: t.categories[value] }))}
          key={form.key('category')}
          {...field('category')}
        />
        <Textarea
          label={t.fields.description}
          placeholder={t.fields.descriptionPlaceholder}
          dir="auto"
          autosize
          minRows={3}
          maxRows={8}
          key={form.key('description')}
          {...field('description')}
        />
        <Switch
          label={t.fields.isActive}
          description={t.fields.isActiveHint}
          key={form.key('isActive')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {department ? t.update : t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
