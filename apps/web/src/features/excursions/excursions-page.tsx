import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  EMPTY_EXCURSION_FILTERS,
  type ExcursionFilters as Filters,
  filterExcursions,
  isExcursionBooked,
  type ShoreExcursion,
} from '@marsa/trpc/schemas';
import { LoadError, PageHeader } from '@marsa/ui';
import { IconListDetails, IconSparkles, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScrollToHash } from '../../lib/use-hash-target.ts';
import { ArPreviewDialog } from './ar-preview-dialog.tsx';
import { BookingsTab } from './bookings-tab.tsx';
import { ConfirmBookingDialog } from './confirm-booking-dialog.tsx';
import { ExcursionFilters } from './excursion-filters.tsx';
import { type CardActions, ExcursionGrid, ExcursionGridSkeleton } from './excursion-grid.tsx';
import { NoExcursionsFound } from './no-excursions-found.tsx';
import { RecommendedTab } from './recommended-tab.tsx';
import { useBookExcursion } from './use-excursion-booking.ts';
import { type ExcursionTab, visibleTabs } from './view.ts';

const TAB_ICONS = {
  all: <IconListDetails size={16} />,
  recommended: <IconSparkles size={16} />,
  bookings: <IconTicket size={16} />,
};

/** /shore-excursions (§2, §4, §5): filters, the three tabs, booking and the AR Preview. */
export function ExcursionsPage() {
  const t = useT().excursions;
  const trpc = useTRPC();
  const isSignedIn = Boolean(useCurrentUser().data);
  const list = useQuery(trpc.guest.excursions.list.queryOptions());
  useScrollToHash(list.isSuccess);
  const bookings = useQuery({ ...trpc.guest.excursions.bookings.queryOptions(), enabled: isSignedIn });
  const { book, pendingId } = useBookExcursion();
  const [filters, setFilters] = useState<Filters>(EMPTY_EXCURSION_FILTERS);
  const [tab, setTab] = useState<ExcursionTab>('all');
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const tabs = visibleTabs(isSignedIn);
  const isPhone = useMediaQuery('(max-width: 36em)');

  const excursions = list.data ?? [];
  const filtered = useMemo(() => filterExcursions(list.data ?? [], filters), [list.data, filters]);
  // The dialog follows the list, so spots and prices stay current after a booking.
  const previewed = excursions.find((excursion) => excursion.id === previewId) ?? null;
  const confirming = excursions.find((excursion) => excursion.id === confirmId) ?? null;
  const ownBookings = bookings.data ?? [];

  // 'Book' never books at once: it opens the confirmation (participants and total) first.
  const askToBook = (excursion: ShoreExcursion) => setConfirmId(excursion.id);
  const actions: CardActions = {
    bookings: ownBookings,
    pendingId,
    onBook: askToBook,
    onManage: () => setTab('bookings'),
    onPreview: (excursion: ShoreExcursion) => setPreviewId(excursion.id),
  };

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <ExcursionFilters
        filters={filters}
        onChange={setFilters}
        shown={filtered.length}
        total={excursions.length}
      />
      <Tabs
        value={tab}
        onChange={(value) => setTab(tabs.find((name) => name === value) ?? 'all')}
        keepMounted={false}
      >
        <Tabs.List mb="lg" grow={isPhone}>
          {tabs.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              leftSection={isPhone ? undefined : TAB_ICONS[name]}
              px={isPhone ? 'xs' : undefined}
            >
              {t.tabs[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="all">
          {list.isPending ? (
            <ExcursionGridSkeleton />
          ) : list.isError ? (
            <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => list.refetch()} />
          ) : filtered.length === 0 ? (
            <NoExcursionsFound />
          ) : (
            <ExcursionGrid {...actions} excursions={filtered} data-testid="excursion-list" />
          )}
        </Tabs.Panel>
        {isSignedIn ? (
          <>
            <Tabs.Panel value="recommended">
              <RecommendedTab {...actions} filters={filters} />
            </Tabs.Panel>
            <Tabs.Panel value="bookings">
              <BookingsTab
                bookings={bookings.data}
                isPending={bookings.isPending}
                isError={bookings.isError}
                onRetry={() => bookings.refetch()}
                onBrowse={() => setTab('all')}
              />
            </Tabs.Panel>
          </>
        ) : null}
      </Tabs>
      <ArPreviewDialog
        excursion={previewed}
        onClose={() => setPreviewId(null)}
        onBook={askToBook}
        isBooking={previewed !== null && pendingId === previewed.id}
      />
      <ConfirmBookingDialog
        excursion={confirming}
        isDuplicate={confirming !== null && isExcursionBooked(confirming.id, ownBookings)}
        isBooking={confirming !== null && pendingId === confirming.id}
        onClose={() => setConfirmId(null)}
        onConfirm={(participants) =>
          confirming &&
          book(
            confirming.id,
            () => {
              setConfirmId(null);
              setPreviewId(null);
            },
            participants,
          )
        }
      />
    </>
  );
}
