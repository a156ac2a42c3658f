import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { localizerFor } from '../admin-common/localize.ts';

/** Add, update and remove ports with the §8 toasts; each success refreshes the list. */
export function usePortMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT().adminItinerary;
  const localize = localizerFor('adminItinerary', t.validation);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.itinerary.list.queryKey() });
  // §8 shows no failure handler for ports; a toast in the shape of the other admin screens is used.
  const failed = (fallback: string) => (error: unknown) =>
    notify.error(t.toast.error, localize(errorMessage(error, fallback)));

  const create = useMutation(
    trpc.admin.itinerary.create.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.added);
        await refresh();
      },
      onError: failed(t.toast.addFailed),
    }),
  );
  const update = useMutation(
    trpc.admin.itinerary.update.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.updated);
        await refresh();
      },
      onError: failed(t.toast.updateFailed),
    }),
  );
  const remove = useMutation(
    trpc.admin.itinerary.delete.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.removed);
        await refresh();
      },
      onError: failed(t.toast.removeFailed),
    }),
  );
  return { create, update, remove };
}
