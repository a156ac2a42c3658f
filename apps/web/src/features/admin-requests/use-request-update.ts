import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useEntityMutation } from '../admin-common/use-entity-mutations.ts';

/** Status changes and replies, with a toast; success refreshes the list and the dashboard counts. */
export function useRequestUpdate() {
  const trpc = useTRPC();
  const t = useT().adminRequests.toast;
  return useEntityMutation(trpc.admin.requests.update, {
    refresh: [trpc.admin.requests.list.queryKey(), trpc.admin.requests.counts.queryKey()],
    toasts: { success: t.updated, failure: t.error, fallback: t.failed },
    successToast: (_saved, input) => ({ title: input.reply ? t.replied : t.updated }),
  });
}
