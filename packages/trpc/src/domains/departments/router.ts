import { adminProcedure, router } from '../../trpc.ts';
import { idInputSchema } from '../admin-common/fields.ts';
import { departmentInputSchema, departmentUpdateSchema } from './schema.ts';
import { createDepartment, deleteDepartment, listDepartments, updateDepartment } from './service.ts';

export const departmentsAdminRouter = router({
  /** Admins: every department (GET /api/admin/departments). */
  list: adminProcedure.query(({ ctx }) => listDepartments(ctx.db)),

  /** Admins: POST /api/admin/departments; a taken name is 409. */
  create: adminProcedure
    .input(departmentInputSchema)
    .mutation(({ ctx, input }) => createDepartment(ctx.db, input)),

  /** Admins: PUT /api/admin/departments/{id}; unknown id 404. */
  update: adminProcedure
    .input(departmentUpdateSchema)
    .mutation(({ ctx, input }) => updateDepartment(ctx.db, input)),

  /** Admins: DELETE /api/admin/departments/{id} → { success: true }; unknown id 404. */
  delete: adminProcedure
    .input(idInputSchema)
    .mutation(({ ctx, input }) => deleteDepartment(ctx.db, input.id)),
});
