import type { AppRouter } from '@marsa/trpc';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** The longest the first render waits for the session (and, on /, the conversation). */
const FIRST_DATA_WAIT_MS = 1500;

/**
 * Loads what the first screen shows before the first render: the session, and on the guest home
 * the conversation (public/lang-init.js has usually requested both already). The signed-in screens
 * then mount in the first render, which React slices into short tasks, instead of in one long task
 * when the answers arrive. Waits FIRST_DATA_WAIT_MS at most: a late answer still lands in the cache
 * for the screen that asks. /auth paints without waiting.
 */
export function loadFirstData(
  queryClient: QueryClient,
  client: TRPCClient<AppRouter>,
  pathname: string,
): Promise<void> {
  if (pathname === '/auth') return Promise.resolve();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  const load = queryClient
    .fetchQuery(trpc.auth.me.queryOptions())
    .then(async (user) => {
      if (user && !user.isAdmin && pathname === '/') {
        await queryClient.prefetchQuery(trpc.guest.chat.list.queryOptions());
      }
    })
    .catch(() => undefined); // the screens show the failure when they ask
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS));
  return Promise.race([load, timeout]);
}
