import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { clearGuestData } from '../../pwa/guest-data.ts';

/** Forgets everything about the user and goes to /auth, even when the call failed (§2, §8). */
function useLeave() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await clearGuestData();
    queryClient.clear();
    queryClient.setQueryData(trpc.auth.me.queryKey(), null);
    await navigate({ to: '/auth' });
  };
}

/** Signs out of this device. */
export function useSignOut() {
  const trpc = useTRPC();
  const t = useT();
  const leave = useLeave();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => notify.success(t.common.toast.loggedOut, t.common.toast.loggedOutBody),
      onError: (error) =>
        notify.error(t.common.toast.logoutFailed, errorMessage(error, t.common.toast.logoutFailed)),
      onSettled: leave,
    }),
  );
}

/** 'Sign out on all devices': ends every session of the account, this one included. */
export function useSignOutEverywhere() {
  const trpc = useTRPC();
  const t = useT();
  const leave = useLeave();
  return useMutation(
    trpc.auth.logoutAll.mutationOptions({
      onSuccess: () =>
        notify.success(t.common.toast.loggedOutEverywhere, t.common.toast.loggedOutEverywhereBody),
      onError: (error) =>
        notify.error(t.common.toast.logoutFailed, errorMessage(error, t.common.toast.logoutFailed)),
      onSettled: leave,
    }),
  );
}
