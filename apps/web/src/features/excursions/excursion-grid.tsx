import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { isExcursionBooked, type ShoreExcursion, type ShoreExcursionBooking } from '@marsa/trpc/schemas';
import type { ReactNode } from 'react';
import { ExcursionCard } from './excursion-card.tsx';

export type CardActions = {
  bookings: readonly ShoreExcursionBooking[];
  pendingId: number | undefined;
  onBook: (excursion: ShoreExcursion) => void;
  onManage: () => void;
  onPreview: (excursion: ShoreExcursion) => void;
};

type ExcursionGridProps = CardActions & {
  excursions: readonly ShoreExcursion[];
  decorate?: (excursion: ShoreExcursion) => { badge?: ReactNode; children?: ReactNode };
  'data-testid'?: string;
};

/** Excursion cards, one column on a phone, up to three on a desktop. */
export function ExcursionGrid({
  excursions,
  bookings,
  pendingId,
  onBook,
  onManage,
  onPreview,
  decorate,
  'data-testid': testId,
}: ExcursionGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid={testId}>
      {excursions.map((excursion) => {
        const extra = decorate?.(excursion);
        return (
          <ExcursionCard
            key={excursion.id}
            excursion={excursion}
            isBooked={isExcursionBooked(excursion.id, bookings)}
            isBooking={pendingId === excursion.id}
            onBook={() => onBook(excursion)}
            onManage={onManage}
            onPreview={() => onPreview(excursion)}
            badge={extra?.badge}
          >
            {extra?.children}
          </ExcursionCard>
        );
      })}
    </SimpleGrid>
  );
}

/** Placeholder cards while excursions load, in the same grid as the real ones. */
export function ExcursionGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      aria-busy="true"
      data-testid="excursions-loading"
    >
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="lg" padding="lg">
          <Card.Section>
            <Skeleton height={180} radius={0} />
          </Card.Section>
          <Stack gap="sm" mt="md">
            <Skeleton height={20} width="70%" />
            <Group gap="xs">
              <Skeleton height={18} width={70} radius="xl" />
              <Skeleton height={18} width={70} radius="xl" />
            </Group>
            <Skeleton height={26} width="40%" />
            <Skeleton height={48} />
            <Skeleton height={36} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
