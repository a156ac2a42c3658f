import { Button, SimpleGrid } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { EmptyState, LoadError, PageHeader } from '@marsa/ui';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { CardGridSkeleton } from '../admin-common/list-states.tsx';
import { useEditDialog } from '../admin-common/use-edit-dialog.ts';
import { DepartmentCard } from './department-card.tsx';
import { DepartmentFormDialog } from './department-form-dialog.tsx';
import { useDepartmentMutations } from './use-department-mutations.ts';

type Department = AdminRow<'departments'>;

/** /admin/departments (§2): cards, add/edit dialog, delete after a browser confirmation (§4). */
export function DepartmentsPage() {
  const t = useT().adminDepartments;
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.departments.list.queryOptions());
  const received = useQuery(trpc.admin.outbox.departmentCounts.queryOptions());
  const { remove } = useDepartmentMutations();
  const dialog = useEditDialog<Department>();
  const confirmDelete = (department: Department) => {
    if (window.confirm(interpolate(t.confirmDelete, { name: department.name })))
      remove.mutate({ id: department.id });
  };

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
      {t.add}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} actions={addButton} />
      {list.isPending ? (
        <CardGridSkeleton />
      ) : list.isError ? (
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<IconUsersGroup />}
          title={t.empty.title}
          description={t.empty.body}
          action={addButton}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="department-list">
          {list.data.map((department) => (
            <DepartmentCard
              key={department.id}
              department={department}
              notificationCount={received.data ? (received.data[department.id] ?? 0) : undefined}
              onEdit={() => dialog.openEdit(department)}
              onDelete={() => confirmDelete(department)}
              isDeleting={remove.isPending && remove.variables?.id === department.id}
            />
          ))}
        </SimpleGrid>
      )}
      <DepartmentFormDialog
        opened={dialog.opened}
        department={dialog.item}
        session={dialog.session}
        onClose={dialog.close}
      />
    </>
  );
}
