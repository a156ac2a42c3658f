import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/** Signs out and always ends at /auth, even when the call fails (§2, §8). */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => notify.success(t.common.toast.loggedOut, t.common.toast.loggedOutBody),
      onError: (error) =>
        notify.error(t.common.toast.logoutFailed, errorMessage(error, t.common.toast.logoutFailed)),
      onSettled: async () => {
        queryClient.clear();
        queryClient.setQueryData(trpc.auth.me.queryKey(), null);
        await navigate({ to: '/auth' });
      },
    }),
  );
}
