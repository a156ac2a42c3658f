import { Button, Group, Modal, Text } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { useT } from '../../lib/i18n.tsx';
import { useCancelExcursionBooking } from './use-excursion-booking.ts';

type CancelExcursionModalProps = { bookingId: number; title: string; opened: boolean; onClose: () => void };

/** 'Cancel this booking of …?': Keep, or Cancel (gives the spots back), from any excursion booking card. */
export function CancelExcursionModal({ bookingId, title, opened, onClose }: CancelExcursionModalProps) {
  const texts = useT().excursions.bookings;
  const cancel = useCancelExcursionBooking();
  return (
    <Modal opened={opened} onClose={onClose} title={texts.cancelTitle} centered>
      <Text size="sm">{interpolate(texts.cancelBody, { title })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {texts.keep}
        </Button>
        <Button
          color="red"
          loading={cancel.isPending}
          onClick={() => cancel.mutate({ id: bookingId }, { onSettled: onClose })}
        >
          {texts.cancel}
        </Button>
      </Group>
    </Modal>
  );
}
