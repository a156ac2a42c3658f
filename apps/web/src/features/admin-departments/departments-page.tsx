import { Button } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { CardGrid, EmptyState, ListStates, PageHeader } from '@marsa/ui';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { useEditDialog } from '../admin-common/use-edit-dialog.ts';
import { useEntityMutations } from '../admin-common/use-entity-mutations.ts';
import { DepartmentCard } from './department-card.tsx';
import { departmentEntity } from './department-entity.ts';
import { DepartmentFormDialog } from './department-form-dialog.tsx';

type Department = AdminRow<'departments'>;

/** /admin/departments (§2): cards, add/edit dialog, delete after a browser confirmation (§4). */
export function DepartmentsPage() {
  const t = useT().adminDepartments;
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.departments.list.queryOptions());
  const received = useQuery(trpc.admin.outbox.departmentCounts.queryOptions());
  const mutations = useEntityMutations(departmentEntity);
  const { remove } = mutations;
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
      <ListStates
        query={list}
        texts={t}
        empty={
          <EmptyState
            icon={<IconUsersGroup />}
            title={t.empty.title}
            description={t.empty.body}
            action={addButton}
          />
        }
      >
        {(departments) => (
          <CardGrid testId="department-list">
            {departments.map((department) => (
              <DepartmentCard
                key={department.id}
                department={department}
                notificationCount={received.data ? (received.data[department.id] ?? 0) : undefined}
                onEdit={() => dialog.openEdit(department)}
                onDelete={() => confirmDelete(department)}
                isDeleting={remove.isPending && remove.variables?.id === department.id}
              />
            ))}
          </CardGrid>
        )}
      </ListStates>
      <DepartmentFormDialog {...dialog.props} mutations={mutations} />
    </>
  );
}
