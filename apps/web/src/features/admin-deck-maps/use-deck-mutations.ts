import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { localizerFor } from '../admin-common/localize.ts';

/**
 * Deck create, update and delete with the §8 toasts. A failure's title is the §8 text and its body
 * the server's reason (e.g. a deck that still has venues), so the admin knows what to do.
 */
export function useDeckMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT().adminDecks;
  const localize = localizerFor('adminDecks', t.validation);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.deckMaps.list.queryKey() });
  const failed = (title: string) => (error: unknown) =>
    notify.error(title, localize(errorMessage(error, '')));

  const create = useMutation(
    trpc.admin.deckMaps.create.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.deckCreated);
        await refresh();
      },
      onError: failed(t.toast.deckCreateFailed),
    }),
  );
  const update = useMutation(
    trpc.admin.deckMaps.update.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.deckUpdated);
        await refresh();
      },
      onError: failed(t.toast.deckUpdateFailed),
    }),
  );
  const remove = useMutation(
    trpc.admin.deckMaps.delete.mutationOptions({
      onSuccess: async () => {
        notify.success(t.toast.deckDeleted);
        await refresh();
      },
      onError: failed(t.toast.deckDeleteFailed),
    }),
  );
  return { create, update, remove };
}
