import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

const NONE: readonly string[] = [];

/**
 * The ship's names the chat bolds (§2), as the server reads them from the database: restaurants,
 * venues, spa treatments, activities, excursions and ports, in English and Arabic.
 */
export function useEntityNames(): readonly string[] {
  const trpc = useTRPC();
  const names = useQuery({ ...trpc.guest.chat.entityNames.queryOptions(), staleTime: 10 * 60_000 });
  return names.data ?? NONE;
}
