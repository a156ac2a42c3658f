import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { localizerFor } from '../admin-common/localize.ts';

/** Create, update and delete promotions with the §8 toasts; each success refreshes the list. */
export function usePromotionMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT().adminPromotions;
  const localize = localizerFor('adminPromotions', t.validation);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.promotions.list.queryKey() });
  const failed = (fallback: string) => (error: unknown) =>
    notify.error(t.toast.error, localize(errorMessage(error, fallback)));

  const create = useMutation(
    trpc.admin.promotions.create.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.created);
        await refresh();
      },
      onError: failed(t.toast.createFailed),
    }),
  );
  const update = useMutation(
    trpc.admin.promotions.update.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.updated);
        await refresh();
      },
      onError: failed(t.toast.updateFailed),
    }),
  );
  const remove = useMutation(
    trpc.admin.promotions.delete.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.deleted);
        await refresh();
      },
      onError: failed(t.toast.deleteFailed),
    }),
  );
  return { create, update, remove };
}
