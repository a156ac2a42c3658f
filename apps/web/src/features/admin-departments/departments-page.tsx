import { interpolate } from '@marsa/i18n';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { EntityCardsPage } from '../admin-common/entity-cards-page.tsx';
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

  return (
    <EntityCardsPage
      texts={t}
      query={list}
      name="department"
      icon={<IconUsersGroup />}
      onAdd={dialog.openNew}
      renderCard={(department) => (
        <DepartmentCard
          department={department}
          notificationCount={received.data ? (received.data[department.id] ?? 0) : undefined}
          onEdit={() => dialog.openEdit(department)}
          onDelete={() => confirmDelete(department)}
          isDeleting={mutations.isRemoving(department.id)}
        />
      )}
    >
      <DepartmentFormDialog {...dialog.props} mutations={mutations} />
    </EntityCardsPage>
  );
}
