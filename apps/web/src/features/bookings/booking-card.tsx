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
    <BookingCardFrame
      id={booking.id}
      icon={<Icon size={22} />}
      typeLabel={bookingTypeLabel(booking.type, t)}
      title={booking.serviceName}
      status={booking.status}
      onCancel={onCancel}
      facts={
        <>
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
        </>
      }
    >
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
    </BookingCardFrame>
  );
}

type BookingCardFrameProps = {
  id: number;
  /** 'excursion' for a shore excursion among the bookings (data-kind). */
  kind?: string;
  icon: ReactNode;
  iconColor?: string;
  typeLabel: string;
  title: string;
  titleDir?: 'auto';
  status: string;
  /** The date, time and figures, in the grey panel. */
  facts: ReactNode;
  /** Shown while the booking is confirmed. */
  onCancel: () => void;
  /** Below the facts (special requests). */
  children?: ReactNode;
};

/** What every card of My Bookings shows: type icon and label, name, status, facts, and cancel while confirmed. */
export function BookingCardFrame(props: BookingCardFrameProps) {
  const { id, kind, icon, iconColor, typeLabel, title, titleDir, status, facts, onCancel, children } = props;
  const { t } = useLanguage();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      h="100%"
      data-testid="booking-card"
      data-kind={kind}
      data-booking-id={id}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={42} radius="md" variant="light" color={iconColor} aria-hidden>
              {icon}
            </ThemeIcon>
            <div>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" data-testid="booking-type">
                {typeLabel}
              </Text>
              <Text fw={700} fz="lg" lh={1.3} dir={titleDir}>
                {title}
              </Text>
            </div>
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <StatusBadge status={status} label={bookingStatusLabel(status, t)} />
          </Box>
        </Group>
        <Paper radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <Stack gap="sm">{facts}</Stack>
        </Paper>
        {children}
        {status === 'confirmed' ? (
          <Button variant="light" color="red" mt="auto" onClick={onCancel} data-testid="cancel-booking">
            {t.bookings.cancel.button}
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
