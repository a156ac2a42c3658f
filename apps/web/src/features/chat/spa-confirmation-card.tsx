import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatDate, formatTime } from '@marsa/i18n';
import type { SpaConfirmationContent } from '@marsa/trpc/schemas';
import { RichText } from '@marsa/ui';
import { IconCalendarEvent, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../lib/i18n.tsx';
import { LabelledRows } from './labelled-rows.tsx';

type SpaConfirmationCardProps = {
  text: string;
  booking: Omit<SpaConfirmationContent, 'type' | 'message'>;
  names: readonly string[];
};

/** §3 'spa_confirmation': the booked treatment's service, date and time, and a way to My Bookings. */
export function SpaConfirmationCard({ text, booking, names }: SpaConfirmationCardProps) {
  const { lang, t } = useLanguage();
  const cards = t.concierge.cards;
  const rows = [
    {
      label: cards.service,
      value: lang === 'ar' && booking.serviceNameAr ? booking.serviceNameAr : booking.serviceName,
      testId: 'spa-confirmation-service',
    },
    { label: cards.date, value: formatDate(booking.date, lang), testId: 'spa-confirmation-date' },
    { label: cards.time, value: formatTime(booking.time, lang), testId: 'spa-confirmation-time' },
  ];
  return (
    <Stack gap="sm" data-testid="spa-confirmation">
      <RichText text={text} names={names} />
      <Paper radius="md" p="sm" bg="var(--mantine-color-green-light)">
        <Group gap="xs" mb="xs" wrap="nowrap">
          <ThemeIcon color="green" radius="xl" size="md">
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text fw={700}>{cards.spaConfirmed}</Text>
        </Group>
        <LabelledRows rows={rows} labelWidth={72} />
        <Button
          component={Link}
          to="/bookings"
          size="xs"
          variant="white"
          color="green"
          mt="sm"
          leftSection={<IconCalendarEvent size={14} />}
        >
          {cards.viewBookings}
        </Button>
      </Paper>
    </Stack>
  );
}
