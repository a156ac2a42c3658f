import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

/** 'Signature Red Sea Massage' → 'signature-red-sea-massage', the demo art's file name. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type CardImages = {
  restaurant: (id: number) => string | undefined;
  activity: (id: number) => string | undefined;
  spa: (name: string) => string;
};

/**
 * Pictures for the recommendation cards, from the dining and activity lists the guest's other pages
 * load anyway (the recommendations response carries no image). Spa treatments have no guest list:
 * their picture is found by name, and the card falls back to an icon when there is none.
 */
export function useCardImages(): CardImages {
  const trpc = useTRPC();
  const dining = useQuery(trpc.guest.dining.list.queryOptions());
  const activities = useQuery(trpc.guest.activities.list.queryOptions());
  return useMemo(() => {
    const restaurants = new Map(dining.data?.map((item) => [item.id, item.imageUrl ?? undefined]));
    const outings = new Map(activities.data?.map((item) => [item.id, item.imageUrl ?? undefined]));
    return {
      restaurant: (id) => restaurants.get(id),
      activity: (id) => outings.get(id),
      spa: (name) => `/images/spa/${slug(name)}.svg`,
    };
  }, [dining.data, activities.data]);
}
