import { crudToasts, defineAdminEntity } from '../admin-common/use-entity-mutations.ts';

/** Departments in the admin CRUD kit. */
export const departmentEntity = defineAdminEntity({
  procedures: (trpc) => trpc.admin.departments,
  toasts: (t) => crudToasts(t.adminDepartments.toast),
});
