import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { localized } from '@marsa/i18n';
import { EmptyState, LoadError, PageHeader } from '@marsa/ui';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScrollToHash } from '../../lib/use-hash-target.ts';
import { ReserveDialog, useReserveDialog } from '../bookings/reserve-dialog.tsx';
import { RestaurantCard } from './restaurant-card.tsx';

/** /dining: the ship's restaurants, each with a Reserve flow that books a table. */
export function DiningPage() {
  const { lang, t: texts } = useLanguage();
  const t = texts.dining;
  const trpc = useTRPC();
  const list = useQuery(trpc.guest.dining.list.queryOptions());
  useScrollToHash(list.isSuccess);
  const reserve = useReserveDialog();

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {list.isPending ? (
        <CardSkeletons label={t.loading} />
      ) : list.isError ? (
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<IconToolsKitchen2 />} title={t.empty.title} description={t.empty.body} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="restaurant-list">
          {list.data.map((restaurant) => (
            <RestaurantCard
              key={restaurant.id}
              restaurant={restaurant}
              onReserve={() =>
                reserve.open({
                  type: 'restaurant',
                  id: restaurant.id,
                  name: localized(restaurant, 'name', lang),
                })
              }
            />
          ))}
        </SimpleGrid>
      )}
      <ReserveDialog {...reserve.props} />
    </>
  );
}

/** Placeholder cards in the same grid while a list of image cards loads. */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Card key={key} withBorder radius="lg" padding="lg">
          <Card.Section>
            <Skeleton h={180} radius={0} />
          </Card.Section>
          <Stack gap="sm" mt="md">
            <Skeleton h={20} w="60%" />
            <Skeleton h={12} w="40%" />
            <Skeleton h={48} />
            <Skeleton h={36} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
