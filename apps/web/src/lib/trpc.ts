import type { AppRouter } from '@marsa/trpc';
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const withCookies: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

/**
 * JSON calls are batched; multipart uploads (FormData) go one per request. Batching without
 * streaming keeps Set-Cookie from sign-in procedures on the response headers.
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url: '/trpc', fetch: withCookies }),
        false: httpBatchLink({ url: '/trpc', fetch: withCookies }),
      }),
    ],
  });
}
