import { interpolate } from '@marsa/i18n';
import type { PublicUser } from '@marsa/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify, retryAfterOf } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { clearGuestData } from '../../pwa/guest-data.ts';
import { useBrandName } from '../shell/brand.tsx';

/** After sign-in: remember the user, then admins go to /admin and everyone else to / (§2). */
function useLanding() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: PublicUser) => {
    // A new session starts with no data of whoever used this device before.
    await clearGuestData();
    queryClient.setQueryData(trpc.auth.me.queryKey(), user);
    await navigate({ to: user.isAdmin ? '/admin' : '/' });
  };
}

export function useLogin() {
  const trpc = useTRPC();
  const t = useT();
  const land = useLanding();
  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (user) => {
        notify.success(
          t.auth.loginSuccess,
          interpolate(t.auth.loginSuccessBody, { fullName: user.fullName }),
        );
        await land(user);
      },
      onError: (error) => {
        const waitSeconds = retryAfterOf(error);
        const message =
          waitSeconds === undefined
            ? errorMessage(error, t.auth.loginFailed)
            : interpolate(t.auth.tooManyAttempts, {
                minutes: String(Math.max(1, Math.ceil(waitSeconds / 60))),
              });
        notify.error(t.auth.loginFailed, message);
      },
    }),
  );
}

export function useRegister() {
  const trpc = useTRPC();
  const t = useT();
  const brand = useBrandName();
  const land = useLanding();
  return useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: async (user) => {
        notify.success(t.auth.registerSuccess, interpolate(t.auth.registerSuccessBody, { brand }));
        await land(user);
      },
      onError: (error) => notify.error(t.auth.registerFailed, errorMessage(error, t.auth.registerFailed)),
    }),
  );
}
