import { QueryClient } from '@tanstack/react-query';

/**
 * §9 data-loading defaults: no retry, no refetch on focus, no polling, never stale. Offline,
 * queries still run once so the service worker can answer from its cache, and mutations fail at
 * once (rather than wait silently) so the screen can say they need the connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
