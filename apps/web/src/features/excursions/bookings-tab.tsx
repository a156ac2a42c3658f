import { Button, Center, Loader, SimpleGrid } from '@mantine/core';
import type { ShoreExcursionBooking } from '@marsa/trpc/schemas';
import { EmptyState, LoadError } from '@marsa/ui';
import { IconTicket } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import { BookingCard } from './booking-card.tsx';

type BookingsTabProps = {
  bookings: readonly ShoreExcursionBooking[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onBrowse: () => void;
};

/** §2 My Bookings tab: the guest's excursion bookings, newest first, or the empty state. */
export function BookingsTab({ bookings, isPending, isError, onRetry, onBrowse }: BookingsTabProps) {
  const t = useT().excursions;
  if (isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (isError || !bookings) {
    return <LoadError title={t.bookings.loadFailed} retryLabel={t.retry} onRetry={onRetry} />;
  }
  if (bookings.length === 0) {
    return (
      <EmptyState
        icon={<IconTicket />}
        title={t.bookings.emptyTitle}
        description={t.bookings.emptyBody}
        action={
          <Button variant="light" onClick={onBrowse}>
            {t.bookings.browse}
          </Button>
        }
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="excursion-bookings">
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} />
      ))}
    </SimpleGrid>
  );
}
