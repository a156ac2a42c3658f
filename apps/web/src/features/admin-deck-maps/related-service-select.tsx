import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/** The bookable restaurant, spa service or activity a venue stands for, as one 'type:id' value. */
export function RelatedServiceSelect(props: Omit<SelectProps, 'data'>) {
  const t = useT().adminDecks;
  const trpc = useTRPC();
  const restaurants = useQuery(trpc.admin.restaurants.list.queryOptions());
  const spa = useQuery(trpc.admin.spa.list.queryOptions());
  const activities = useQuery(trpc.admin.dashboard.activities.queryOptions());

  const group = (
    type: 'restaurant' | 'spa' | 'activity',
    rows: { id: number; name: string }[] | undefined,
  ) => ({
    group: t.serviceTypes[type],
    items: (rows ?? []).map((row) => ({ value: `${type}:${row.id}`, label: row.name })),
  });
  const data = [
    group('restaurant', restaurants.data),
    group('spa', spa.data),
    group('activity', activities.data),
  ].filter((entry) => entry.items.length > 0);
  const isLoading = restaurants.isPending || spa.isPending || activities.isPending;

  return (
    <Select
      {...props}
      data={data}
      searchable
      clearable
      nothingFoundMessage={isLoading ? t.venueForm.relatedServicePlaceholder : undefined}
      placeholder={t.venueForm.relatedServicePlaceholder}
    />
  );
}
