import { crudToasts, defineAdminEntity } from '../admin-common/use-entity-mutations.ts';

/** Promotions in the admin CRUD kit. */
export const promotionEntity = defineAdminEntity({
  procedures: (trpc) => trpc.admin.promotions,
  toasts: (t) => crudToasts(t.adminPromotions.toast),
});
