import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { ReserveForm } from './reserve-form.tsx';
import type { ReserveTarget } from './types.ts';
import { useCruiseDates } from './use-cruise-dates.ts';

/** Opens the reserve dialog for a restaurant or activity; keeps the last target through the closing animation. */
export function useReserveDialog() {
  const [opened, { open, close }] = useDisclosure(false);
  const [target, setTarget] = useState<ReserveTarget | null>(null);
  const [session, setSession] = useState(0);
  return {
    open: (next: ReserveTarget) => {
      setTarget(next);
      setSession((value) => value + 1);
      open();
    },
    props: { opened, target, session, onClose: close },
  };
}

type ReserveDialogProps = {
  opened: boolean;
  target: ReserveTarget | null;
  session: number;
  onClose: () => void;
};

/** The reserve flow of /dining and /activities: full screen on phones. */
export function ReserveDialog({ opened, target, session, onClose }: ReserveDialogProps) {
  const t = useT().bookings.reserve;
  const isPhone = useMediaQuery('(max-width: 36em)');
  const cruise = useCruiseDates();
  const title = target?.type === 'restaurant' ? t.restaurantTitle : t.activityTitle;

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
            {title}
          </Text>
          <Text size="sm" c="dimmed" data-testid="reserve-service">
            {target?.name}
          </Text>
        </Stack>
      }
      data-testid="reserve-dialog"
    >
      {!target ? null : cruise.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <ReserveForm
          key={session}
          target={target}
          dates={cruise.dates}
          defaultDate={cruise.defaultDate}
          portOn={cruise.portOn}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
