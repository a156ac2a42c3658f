import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import type { ReserveTarget } from '../bookings/types.ts';
import { useCruiseDates } from '../bookings/use-cruise-dates.ts';

/** The booking form (with its zod schema and selects) loads when a guest first books from the chat. */
const ReserveForm = lazy(() =>
  import('../bookings/reserve-form.tsx').then((m) => ({ default: m.ReserveForm })),
);

const loading = (
  <Center py="xl">
    <Loader />
  </Center>
);

/** What a chat card books, and the day it suggests. */
export type ChatBooking = ReserveTarget & { date?: string };

/** Opens the booking dialog from a restaurant or spa card of the chat. */
export function useChatBooking() {
  const [opened, { open, close }] = useDisclosure(false);
  const [booking, setBooking] = useState<ChatBooking | null>(null);
  const [session, setSession] = useState(0);
  return {
    open: (next: ChatBooking) => {
      setBooking(next);
      setSession((value) => value + 1);
      open();
    },
    props: { opened, booking, session, onClose: close },
  };
}

type ChatBookingDialogProps = {
  opened: boolean;
  booking: ChatBooking | null;
  session: number;
  onClose: () => void;
};

/**
 * Books a table or a treatment straight from a chat card, with the booking form of My Bookings
 * (free times, party size, requests; guest.bookings.create). Full screen on phones.
 */
export function ChatBookingDialog({ opened, booking, session, onClose }: ChatBookingDialogProps) {
  const t = useT().concierge.cards;
  const isPhone = useMediaQuery('(max-width: 36em)');
  const cruise = useCruiseDates();
  const defaultDate =
    booking?.date && cruise.dates.includes(booking.date) ? booking.date : cruise.defaultDate;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      radius="lg"
      size="lg"
      fullScreen={isPhone}
      title={
        <Stack gap={0}>
          <Text fw={700} fz="lg">
            {booking?.type === 'spa' ? t.spaTitle : t.tableTitle}
          </Text>
          <Text size="sm" c="gray.7" data-testid="chat-booking-service">
            {booking?.name}
          </Text>
        </Stack>
      }
      data-testid="chat-booking-dialog"
    >
      {!booking ? null : cruise.isPending ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <ReserveForm
            key={session}
            target={booking}
            dates={cruise.dates}
            defaultDate={defaultDate}
            portOn={cruise.portOn}
            onDone={onClose}
          />
        </Suspense>
      )}
    </Modal>
  );
}
