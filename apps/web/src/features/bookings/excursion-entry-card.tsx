import { Box, Button, Card, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate, formatMoney, formatTime, interpolate, localized } from '@marsa/i18n';
import type { ShoreExcursionBooking } from '@marsa/trpc/schemas';
import { StatusBadge } from '@marsa/ui';
import {
  IconCalendar,
  IconClock,
  IconCurrencyDollar,
  IconHash,
  IconMountain,
  IconUsers,
} from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useCancelExcursionBooking } from '../excursions/use-excursion-booking.ts';
import { bookingStatusLabel, Fact } from './booking-card.tsx';

type ExcursionEntryCardProps = { booking: ShoreExcursionBooking; date: string | null; time: string | null };

/** A shore excursion in My Bookings, drawn like the other bookings, with cancel while confirmed. */
export function ExcursionEntryCard({ booking, date, time }: ExcursionEntryCardProps) {
  const { lang, t } = useLanguage();
  const text = t.bookings;
  const texts = t.excursions.bookings;
  const cancel = useCancelExcursionBooking();
  const [isConfirming, confirm] = useDisclosure(false);
  const title = localized(booking.shoreExcursion, 'title', lang);

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      h="100%"
      data-testid="booking-card"
      data-kind="excursion"
      data-booking-id={booking.id}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={42} radius="md" variant="light" color="orange" aria-hidden>
              <IconMountain size={22} />
            </ThemeIcon>
            <div>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" data-testid="booking-type">
                {text.types.excursion}
              </Text>
              <Text fw={700} fz="lg" lh={1.3} dir="auto">
                {title}
              </Text>
            </div>
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <StatusBadge status={booking.status} label={bookingStatusLabel(booking.status, t)} />
          </Box>
        </Group>
        <Paper radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <Stack gap="sm">
            {date ? (
              <Fact
                icon={<IconCalendar size={16} />}
                label={text.date}
                value={formatDate(date, lang)}
                testId="booking-date"
              />
            ) : null}
            <Group grow align="flex-start">
              {time ? (
                <Fact icon={<IconClock size={16} />} label={text.time} value={formatTime(time, lang)} />
              ) : null}
              <Fact
                icon={<IconUsers size={16} />}
                label={text.participants}
                value={String(booking.participants)}
              />
            </Group>
            <Group grow align="flex-start">
              <Fact
                icon={<IconCurrencyDollar size={16} />}
                label={text.total}
                value={formatMoney(booking.totalPrice, 'USD', lang)}
              />
              <Fact
                icon={<IconHash size={16} />}
                label={text.reference}
                value={`E-${String(booking.id).padStart(6, '0')}`}
                testId="booking-reference"
              />
            </Group>
          </Stack>
        </Paper>
        {booking.status === 'confirmed' ? (
          <Button variant="light" color="red" mt="auto" onClick={confirm.open} data-testid="cancel-booking">
            {text.cancel.button}
          </Button>
        ) : null}
      </Stack>
      <Modal opened={isConfirming} onClose={confirm.close} title={texts.cancelTitle} centered>
        <Text size="sm">{interpolate(texts.cancelBody, { title })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            {texts.keep}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ id: booking.id }, { onSettled: confirm.close })}
          >
            {texts.cancel}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
