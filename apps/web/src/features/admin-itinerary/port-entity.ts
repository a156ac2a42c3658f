import { defineAdminEntity } from '../admin-common/use-entity-mutations.ts';

/** Ports in the admin CRUD kit. §8 shows no failure toast for ports: the departments' shape is used. */
export const portEntity = defineAdminEntity({
  procedures: (trpc) => trpc.admin.itinerary,
  toasts: ({ adminItinerary: { toast } }) => ({
    create: { success: toast.added, failure: toast.error, fallback: toast.addFailed },
    update: { success: toast.updated, failure: toast.error, fallback: toast.updateFailed },
    delete: { success: toast.removed, failure: toast.error, fallback: toast.removeFailed },
  }),
});
