import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import type { ReserveTarget } from './types.ts';
import { useCruiseDates } from './use-cruise-dates.ts';

/** The booking form (its zod schema and selects) loads when a guest first books. */
const ReserveForm = lazy(() => import('./reserve-form.tsx').then((m) => ({ default: m.ReserveForm })));

const loading = (
  <Center py="xl">
    <Loader />
  </Center>
);

/** What a dialog books, and the day it suggests (a chat card's day). */
export type BookingTarget = ReserveTarget & { date?: string };

/** Opens the booking dialog for a target; keeps the last target through the closing animation. */
export function useBookingDialog() {
  const [opened, { open, close }] = useDisclosure(false);
  const [target, setTarget] = useState<BookingTarget | null>(null);
  const [session, setSession] = useState(0);
  return {
    open: (next: BookingTarget) => {
      setTarget(next);
      setSession((value) => value + 1);
      open();
    },
    props: { opened, target, session, onClose: close },
  };
}

type BookingDialogProps = {
  opened: boolean;
  target: BookingTarget | null;
  session: number;
  onClose: () => void;
  /** Names the test ids: 'reserve' gives `reserve-dialog` and `reserve-service`. */
  name: string;
};

/**
 * Books a table, a treatment or an activity session with the one booking form (free times, party
 * size, requests; guest.bookings.create), from /dining, /activities or a chat card. Full screen on phones.
 */
export function BookingDialog({ opened, target, session, onClose, name }: BookingDialogProps) {
  const t = useT().bookings.reserve;
  const title = { restaurant: t.restaurantTitle, spa: t.spaTitle, activity: t.activityTitle };
  const isPhone = useMediaQuery('(max-width: 36em)');
  const cruise = useCruiseDates();
  const defaultDate = target?.date && cruise.dates.includes(target.date) ? target.date : cruise.defaultDate;

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
            {target ? title[target.type] : null}
          </Text>
          <Text size="sm" c="gray.7" data-testid={`${name}-service`}>
            {target?.name}
          </Text>
        </Stack>
      }
      data-testid={`${name}-dialog`}
    >
      {!target ? null : cruise.isPending ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <ReserveForm
            key={session}
            target={target}
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
