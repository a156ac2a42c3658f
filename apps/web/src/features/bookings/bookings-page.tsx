import { Anchor, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { EmptyState, LoadError, PageHeader } from '@marsa/ui';
import { IconCalendarEvent, IconMessageChatbot } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { MyRequestsSection } from '../requests/my-requests-section.tsx';
import { allBookings } from './all-bookings.ts';
import { BookingCard } from './booking-card.tsx';
import { CancelBookingModal } from './cancel-booking-modal.tsx';
import { ExcursionEntryCard } from './excursion-entry-card.tsx';
import type { Booking } from './types.ts';

/** /bookings (§2 My Bookings): the guest's reservations with status, details and cancellation. */
export function BookingsPage() {
  const t = useT().bookings;
  const trpc = useTRPC();
  // §9: the bookings list is the one load retried once.
  const list = useQuery({ ...trpc.guest.bookings.list.queryOptions(), retry: 1 });
  // Shore excursions are booked elsewhere but belong in the same list (their day is their port's).
  const isSignedIn = Boolean(useCurrentUser().data);
  const excursionBookings = useQuery({
    ...trpc.guest.excursions.bookings.queryOptions(),
    enabled: isSignedIn,
  });
  const excursionDates = useQuery({ ...trpc.guest.excursions.dates.queryOptions(), enabled: isSignedIn });
  const excursions = useQuery({ ...trpc.guest.excursions.list.queryOptions(), enabled: isSignedIn });
  const entries = useMemo(() => {
    const dates = new Map(excursionDates.data?.map((row) => [row.shoreExcursionId, row.date]));
    const times = new Map(excursions.data?.map((row) => [row.id, row.departureTime]));
    return allBookings(list.data ?? [], excursionBookings.data ?? [], (id) => ({
      date: dates.get(id) ?? null,
      time: times.get(id) ?? null,
    }));
  }, [list.data, excursionBookings.data, excursionDates.data, excursions.data]);
  const [opened, { open, close }] = useDisclosure(false);
  const [toCancel, setToCancel] = useState<Booking | null>(null);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {list.isPending ? (
        <Center py="xl">
          <Stack align="center" gap="sm" role="status">
            <Loader />
            <Text c="dimmed">{t.loading}</Text>
          </Stack>
        </Center>
      ) : list.isError ? (
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => list.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<IconCalendarEvent />}
          title={t.empty.title}
          description={t.empty.body}
          action={
            <Stack align="center" gap="xs">
              <Button component={Link} to="/" leftSection={<IconMessageChatbot size={18} />}>
                {t.empty.action}
              </Button>
              <Group gap={6} justify="center">
                <Text size="sm" c="dimmed">
                  {t.empty.orBrowse}
                </Text>
                <Anchor component={Link} to="/dining" size="sm">
                  {t.browseDining}
                </Anchor>
                <Text size="sm" c="dimmed" aria-hidden>
                  ·
                </Text>
                <Anchor component={Link} to="/activities" size="sm">
                  {t.browseActivities}
                </Anchor>
              </Group>
            </Stack>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="booking-list">
          {entries.map((entry) =>
            entry.kind === 'excursion' ? (
              <ExcursionEntryCard
                key={entry.key}
                booking={entry.booking}
                date={entry.date}
                time={entry.time}
              />
            ) : (
              <BookingCard
                key={entry.key}
                booking={entry.booking}
                onCancel={() => {
                  setToCancel(entry.booking);
                  open();
                }}
              />
            ),
          )}
        </SimpleGrid>
      )}
      <MyRequestsSection />
      <CancelBookingModal booking={toCancel} opened={opened} onClose={close} />
    </>
  );
}
