import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/** Status changes and replies, with a toast; success refreshes the list and the dashboard counts. */
export function useRequestUpdate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT().adminRequests.toast;
  return useMutation(
    trpc.admin.requests.update.mutationOptions({
      onSuccess: async (_data, input) => {
        notify.success(input.reply ? t.replied : t.updated);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.requests.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.requests.counts.queryKey() }),
        ]);
      },
      onError: (error) => notify.error(t.error, errorMessage(error, t.failed)),
    }),
  );
}
