import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatMoney, interpolate, localized } from '@marsa/i18n';
import {
  EXCURSION_PARTICIPANTS_MAX,
  EXCURSION_PARTICIPANTS_MIN,
  type ShoreExcursion,
  usdToSar,
} from '@marsa/trpc/schemas';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { maxParticipants } from './view.ts';

type ConfirmBookingDialogProps = {
  /** The excursion the guest asked to book; null when closed. */
  excursion: ShoreExcursion | null;
  /** The guest already holds a booking for it: ask before a second one. */
  isDuplicate: boolean;
  isBooking: boolean;
  onConfirm: (participants: number) => void;
  onClose: () => void;
};

/**
 * The step between 'Book' and the §7 booking call: participants (1 by default, §4), the total in
 * USD and SAR, and — when the guest already has this excursion — 'You already have … — book
 * another?' first.
 */
export function ConfirmBookingDialog({
  excursion,
  isDuplicate,
  isBooking,
  onConfirm,
  onClose,
}: ConfirmBookingDialogProps) {
  const { lang, t } = useLanguage();
  const texts = t.excursions.confirm;
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [participants, setParticipants] = useState(EXCURSION_PARTICIPANTS_MIN);
  const [isPastDuplicate, setPastDuplicate] = useState(false);
  const excursionId = excursion?.id;

  // Each opening starts again at 1 participant and, for a duplicate, at the question.
  useEffect(() => {
    if (excursionId === undefined) return;
    setParticipants(EXCURSION_PARTICIPANTS_MIN);
    setPastDuplicate(false);
  }, [excursionId]);

  const title = excursion ? localized(excursion, 'title', lang) : '';
  const max = excursion ? maxParticipants(excursion.spotsLeft, EXCURSION_PARTICIPANTS_MAX) : 1;
  const totalUsd = excursion ? excursion.priceUSD * participants : 0;
  const isAsking = isDuplicate && !isPastDuplicate;

  return (
    <Modal
      opened={excursion !== null}
      onClose={onClose}
      title={texts.title}
      centered
      fullScreen={isPhone}
      data-testid="excursion-confirm"
    >
      {excursion ? (
        isAsking ? (
          <Stack gap="md">
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="duplicate-prompt">
              {interpolate(texts.duplicate, { title })}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {texts.cancel}
              </Button>
              <Button onClick={() => setPastDuplicate(true)}>{texts.bookAnother}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text fw={700} fz="lg" dir="auto">
              {title}
            </Text>
            <Text size="sm" c="dimmed" data-testid="confirm-price">
              {interpolate(texts.perPerson, {
                usd: formatMoney(excursion.priceUSD, 'USD', lang),
                sar: formatMoney(excursion.priceSAR, 'SAR', lang),
              })}
            </Text>
            <NumberInput
              label={texts.participants}
              value={participants}
              onChange={(value) =>
                setParticipants(Math.min(max, Math.max(EXCURSION_PARTICIPANTS_MIN, Number(value) || 1)))
              }
              min={EXCURSION_PARTICIPANTS_MIN}
              max={max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              description={interpolate(texts.spotsLeft, { count: excursion.spotsLeft })}
              data-testid="confirm-participants"
            />
            <Group justify="space-between" align="baseline" data-testid="confirm-total">
              <Text fw={600}>{texts.total}</Text>
              <div style={{ textAlign: 'end' }}>
                <Text fw={700} fz="xl" c="sea.8" data-testid="confirm-total-usd">
                  {formatMoney(totalUsd, 'USD', lang)}
                </Text>
                <Text size="sm" c="dimmed" data-testid="confirm-total-sar">
                  {formatMoney(usdToSar(totalUsd), 'SAR', lang)}
                </Text>
              </div>
            </Group>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                {texts.cancel}
              </Button>
              <Button
                loading={isBooking}
                onClick={() => onConfirm(participants)}
                data-testid="confirm-booking"
              >
                {texts.confirm}
              </Button>
            </Group>
          </Stack>
        )
      ) : null}
    </Modal>
  );
}
