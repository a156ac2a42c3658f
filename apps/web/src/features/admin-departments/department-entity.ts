import { crudToasts, defineAdminEntity } from '../admin-common/use-entity-mutations.ts';

/** Departments in the admin CRUD kit. */
export const departmentEntity = defineAdminEntity({
  namespace: 'adminDepartments',
  procedures: (trpc) => trpc.admin.departments,
  toasts: (t) => crudToasts(t.adminDepartments.toast),
});
