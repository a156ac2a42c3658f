import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { localizerFor } from '../admin-common/localize.ts';

/** Venue create, update and delete with the §8 toasts; each success refreshes the venue list. */
export function useVenueMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT().adminDecks;
  const localize = localizerFor('adminDecks', t.validation);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.deckVenues.list.queryKey() });
  const failed = (title: string) => (error: unknown) =>
    notify.error(title, localize(errorMessage(error, '')));

  const create = useMutation(
    trpc.admin.deckVenues.create.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.venueCreated);
        await refresh();
      },
      onError: failed(t.toast.venueCreateFailed),
    }),
  );
  const update = useMutation(
    trpc.admin.deckVenues.update.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.venueUpdated);
        await refresh();
      },
      onError: failed(t.toast.venueUpdateFailed),
    }),
  );
  const remove = useMutation(
    trpc.admin.deckVenues.delete.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.venueDeleted);
        await refresh();
      },
      onError: failed(t.toast.venueDeleteFailed),
    }),
  );
  return { create, update, remove };
}
