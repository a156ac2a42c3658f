import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/** Saves the guest's preferences (§7), then refetches recommendations and preferences (§8 toasts). */
export function useSavePreferences() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT().recommendations.toast;
  return useMutation(
    trpc.guest.preferences.save.mutationOptions({
      onSuccess: () => {
        notify.success(t.savedTitle, t.savedBody);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.guest.preferences.get.queryKey() }),
          // Both the /recommendations lists and the excursions' Recommended tab follow preferences.
          queryClient.invalidateQueries({ queryKey: trpc.guest.recommendations.pathKey() }),
        ]);
      },
      onError: () => notify.error(t.errorTitle, t.errorBody),
    }),
  );
}
