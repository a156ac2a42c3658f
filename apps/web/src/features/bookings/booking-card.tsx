import { Box, Button, Card, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatDate, formatTime, type Messages } from '@marsa/i18n';
import { StatusBadge } from '@marsa/ui';
import {
  IconBallFootball,
  IconCalendar,
  IconClock,
  IconHash,
  IconMassage,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import type { Booking, BookingType } from './types.ts';

const TYPE_ICONS = { restaurant: IconToolsKitchen2, spa: IconMassage, activity: IconBallFootball } as const;

/** §2 type label: Restaurant Reservation, Spa Appointment or Activity Booking. */
export const bookingTypeLabel = (type: BookingType, t: Messages): string => t.bookings.types[type];

/** The status in the current language; an unknown one as stored. */
export function bookingStatusLabel(status: string, t: Messages): string {
  const labels: Record<string, string> = t.bookings.status;
  return labels[status] ?? status;
}

/** The reference a guest quotes to the crew: the booking's id, zero-padded. */
export const bookingReference = (id: number): string => `B-${String(id).padStart(6, '0')}`;

/** §2 booking card: type, status badge (§4 colours), date, time, party size, special requests, cancel. */
export function BookingCard({ booking, onCancel }: { booking: Booking; onCancel: () => void }) {
  const { lang, t } = useLanguage();
  const text = t.bookings;
  const Icon = TYPE_ICONS[booking.type];
  const requests = booking.additionalOptions.specialRequests;

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      h="100%"
      data-testid="booking-card"
      data-booking-id={booking.id}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <div>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" data-testid="booking-type">
                {bookingTypeLabel(booking.type, t)}
              </Text>
              <Text fw={700} fz="lg" lh={1.3}>
                {booking.serviceName}
              </Text>
            </div>
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <StatusBadge status={booking.status} label={bookingStatusLabel(booking.status, t)} />
          </Box>
        </Group>
        <Paper radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <Stack gap="sm">
            <Fact
              icon={<IconCalendar size={16} />}
              label={text.date}
              value={formatDate(booking.date, lang)}
              testId="booking-date"
            />
            <Group grow align="flex-start">
              <Fact icon={<IconClock size={16} />} label={text.time} value={formatTime(booking.time, lang)} />
              <Fact icon={<IconUsers size={16} />} label={text.partySize} value={String(booking.partySize)} />
            </Group>
            <Fact
              icon={<IconHash size={16} />}
              label={text.reference}
              value={bookingReference(booking.id)}
              testId="booking-reference"
            />
          </Stack>
        </Paper>
        {requests ? (
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {text.specialRequests}
            </Text>
            <Text size="sm" dir="auto" data-testid="booking-requests">
              {requests}
            </Text>
          </div>
        ) : null}
        {booking.status === 'confirmed' ? (
          <Button variant="light" color="red" mt="auto" onClick={onCancel} data-testid="cancel-booking">
            {text.cancel.button}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

type FactProps = { icon: ReactNode; label: string; value: string; testId?: string };

export function Fact({ icon, label, value, testId }: FactProps) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" data-testid={testId}>
      <Text c="dimmed" lh={0} mt={2} aria-hidden>
        {icon}
      </Text>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={600}>
          {value}
        </Text>
      </div>
    </Group>
  );
}
