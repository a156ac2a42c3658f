import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate, formatMoney, interpolate, localized } from '@marsa/i18n';
import { excursionBookingBadgeVariant, type ShoreExcursionBooking } from '@marsa/trpc/schemas';
import { IconCalendar, IconCurrencyDollar, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { CancelExcursionModal } from './cancel-excursion-modal.tsx';
import { badgeStyle } from './view.ts';

/** §2 My Bookings card: title, participants, '$total USD', 'Booked on' and the §4 status badge. */
export function BookingCard({ booking }: { booking: ShoreExcursionBooking }) {
  const { lang, t } = useLanguage();
  const texts = t.excursions.bookings;
  const [isConfirming, confirm] = useDisclosure(false);
  const statusLabel = (texts.status as Record<string, string>)[booking.status] ?? booking.status;

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="excursion-booking" data-status={booking.status}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={3} fz="lg" dir="auto">
          {localized(booking.shoreExcursion, 'title', lang)}
        </Title>
        <Badge {...badgeStyle(excursionBookingBadgeVariant(booking.status))} data-testid="booking-status">
          {statusLabel}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="md">
        <Fact
          icon={<IconUsers size={16} />}
          label={texts.participants}
          value={String(booking.participants)}
        />
        <Fact
          icon={<IconCurrencyDollar size={16} />}
          label={texts.totalLabel}
          value={interpolate(texts.total, { total: formatMoney(booking.totalPrice, 'USD', lang) })}
          testId="booking-total"
        />
        <Fact
          icon={<IconCalendar size={16} />}
          label={texts.bookedOn}
          value={formatDate(booking.createdAt, lang, 'medium')}
        />
      </SimpleGrid>
      {booking.specialRequests ? (
        <Text size="sm" c="dimmed" mt="sm">
          {texts.specialRequests}: {booking.specialRequests}
        </Text>
      ) : null}
      {booking.status === 'confirmed' ? (
        <Group justify="flex-end" mt="md">
          <Button variant="subtle" color="red" size="xs" onClick={confirm.open}>
            {texts.cancel}
          </Button>
        </Group>
      ) : null}
      <CancelExcursionModal
        bookingId={booking.id}
        title={localized(booking.shoreExcursion, 'title', lang)}
        opened={isConfirming}
        onClose={confirm.close}
      />
    </Card>
  );
}

type FactProps = { icon: ReactNode; label: string; value: string; testId?: string };

function Fact({ icon, label, value, testId }: FactProps) {
  return (
    <Stack gap={2}>
      <Group gap={4} c="dimmed">
        {icon}
        <Text size="xs" tt="uppercase" fw={600}>
          {label}
        </Text>
      </Group>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
