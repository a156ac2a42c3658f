import type { AppRouter } from '@marsa/trpc';
import { TRPC_MAX_BATCH } from '@marsa/trpc/schemas';
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { takeEarlyAnswer } from './early-data.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** With the session cookie; the first session and conversation reads take the head's early answers. */
const withCookies: typeof fetch = (input, init) =>
  (typeof input === 'string' ? takeEarlyAnswer(input, init) : undefined) ??
  fetch(input, { ...init, credentials: 'include' });

/**
 * Queries go one per request, so each has a stable URL the service worker can keep for offline
 * use (a batch's URL depends on what happened to load together). Mutations are batched (at most
 * the server's TRPC_MAX_BATCH), except multipart uploads (FormData) and auth.* calls — the server
 * refuses sign-in calls in a batch. Batching without streaming keeps Set-Cookie on the response
 * headers.
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) =>
          op.type === 'query' || isNonJsonSerializable(op.input) || op.path.startsWith('auth.'),
        true: httpLink({ url: '/trpc', fetch: withCookies }),
        false: httpBatchLink({ url: '/trpc', fetch: withCookies, maxItems: TRPC_MAX_BATCH }),
      }),
    ],
  });
}
