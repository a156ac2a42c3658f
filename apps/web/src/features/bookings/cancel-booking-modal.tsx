import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDate, formatTime, interpolate } from '@marsa/i18n';
import { ErrorAlert } from '@marsa/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { Booking } from './types.ts';

type CancelBookingModalProps = { booking: Booking | null; opened: boolean; onClose: () => void };

/** Asks before cancelling (§4: confirmed bookings only); the list is refetched after, and a failure stays visible. */
export function CancelBookingModal({ booking, opened, onClose }: CancelBookingModalProps) {
  const { lang, t } = useLanguage();
  const text = t.bookings.cancel;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.guest.bookings.cancel.mutationOptions());
  const values = booking
    ? {
        service: booking.serviceName,
        date: formatDate(booking.date, lang, 'medium'),
        time: formatTime(booking.time, lang),
      }
    : null;

  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: trpc.guest.bookings.list.queryKey() });
    queryClient.invalidateQueries({ queryKey: trpc.guest.bookings.freeSlots.pathKey() });
  };

  const close = () => {
    cancel.reset();
    onClose();
  };

  const confirm = () => {
    if (!booking || !values) return;
    cancel.mutate(
      { id: booking.id },
      {
        onSuccess: () => {
          notify.success(text.successTitle, interpolate(text.successBody, values));
          refresh();
          close();
        },
        // An 'already cancelled' answer means the list is out of date.
        onError: refresh,
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={text.title}
      radius="lg"
      centered
      data-testid="cancel-dialog"
    >
      <Stack gap="md">
        {values ? <Text size="sm">{interpolate(text.body, values)}</Text> : null}
        {cancel.isError ? (
          <ErrorAlert title={text.failedTitle} testId="cancel-error">
            {errorMessage(cancel.error, text.failedFallback)}
          </ErrorAlert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {text.keep}
          </Button>
          <Button color="red" onClick={confirm} loading={cancel.isPending} data-testid="confirm-cancel">
            {text.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
