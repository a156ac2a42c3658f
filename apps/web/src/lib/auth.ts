import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc.ts';

/** The signed-in user (null when signed out); pending while the session loads. */
export function useCurrentUser() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions());
}
