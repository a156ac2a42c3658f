import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney, formatTime, interpolate, localized } from '@marsa/i18n';
import type { SpaBookingHint, SpaServiceCard } from '@marsa/trpc/schemas';
import { FallbackImage } from '@marsa/ui';
import { IconClock, IconSparkles } from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import { addDaysIso, todayIso } from '../bookings/bookable-dates.ts';
import type { BookingTarget } from '../bookings/booking-dialog.tsx';
import { CardStrip, STRIP_CARD_WIDTH } from './card-strip.tsx';
import { FreeTimes } from './free-times.tsx';
import { nearestOfferedTime } from './nearest-time.ts';
import { to24Hour } from './spa-request.ts';

type SpaServiceCardsProps = {
  date: string;
  services: readonly SpaServiceCard[];
  /** §3 hint from the guest's request: its treatment comes first, marked, and books for tomorrow. */
  hint?: SpaBookingHint;
  onBook: (booking: BookingTarget) => void;
};

/** Suggested treatment first, the rest in the reply's order. */
export function orderByHint<T extends { id: number }>(services: readonly T[], hint?: SpaBookingHint): T[] {
  if (!hint) return [...services];
  return [...services].sort((a, b) => Number(b.id === hint.serviceId) - Number(a.id === hint.serviceId));
}

/** §3 'spa_services' reply: a card per treatment with duration, price and a Book button. */
export function SpaServiceCards({ date, services, hint, onBook }: SpaServiceCardsProps) {
  const { lang, t } = useLanguage();
  const cards = t.concierge.cards;
  const hintTime = hint ? to24Hour(hint.time) : null;
  return (
    <CardStrip testId="spa-service-cards">
      {orderByHint(services, hint).map((service) => {
        const isSuggested = hint?.serviceId === service.id;
        // The asked time is not on the grid: offer the nearest one rather than 'nothing free'.
        const nearest = isSuggested && hintTime ? nearestOfferedTime(hintTime, service.freeTimes) : undefined;
        return (
          <Card
            key={service.id}
            withBorder
            radius="md"
            padding="sm"
            w={STRIP_CARD_WIDTH}
            data-testid="spa-service-card"
            data-suggested={isSuggested || undefined}
            style={{
              flexShrink: 0,
              borderColor: isSuggested ? 'var(--mantine-primary-color-filled)' : undefined,
            }}
          >
            <Card.Section>
              <FallbackImage
                src={service.imageUrl}
                alt={localized(service, 'name', lang)}
                h={96}
                icon={<IconSparkles size={26} />}
              />
            </Card.Section>
            <Stack gap={6} mt="sm" flex={1}>
              <Group gap={6}>
                {isSuggested ? (
                  <Badge size="sm" variant="filled" data-testid="spa-suggested">
                    {cards.suggested}
                  </Badge>
                ) : null}
                {service.premium ? (
                  <Badge size="sm" variant="light" color="sand">
                    {cards.premium}
                  </Badge>
                ) : null}
              </Group>
              <Text fw={700} lineClamp={2}>
                {localized(service, 'name', lang)}
              </Text>
              <Group gap="sm" c="gray.7">
                <Group gap={4} wrap="nowrap">
                  <IconClock size={14} aria-hidden />
                  <Text size="xs">{interpolate(cards.minutes, { count: service.duration })}</Text>
                </Group>
                {service.priceCents !== null ? (
                  <Text size="xs" fw={600} c="sea.8">
                    {formatMoney(service.priceCents / 100, 'USD', lang)}
                  </Text>
                ) : null}
              </Group>
              {isSuggested && hint ? (
                <Text size="xs" c="sea.8" data-testid="spa-preferred-time">
                  {interpolate(cards.preferredTime, {
                    date: cards.tomorrow,
                    time: hintTime ? formatTime(hintTime, lang) : hint.time,
                  })}
                </Text>
              ) : null}
              {nearest ? (
                <Text size="xs" fw={600} c="sea.8" data-testid="spa-nearest-time">
                  {interpolate(cards.nearestTime, { time: formatTime(nearest, lang) })}
                </Text>
              ) : null}
              <FreeTimes date={date} times={service.freeTimes} />
            </Stack>
            <Button
              mt="sm"
              size="xs"
              variant={isSuggested ? 'filled' : 'light'}
              fullWidth
              onClick={() =>
                onBook({
                  type: 'spa',
                  id: service.id,
                  name: localized(service, 'name', lang),
                  date: isSuggested ? addDaysIso(todayIso(), 1) : date,
                })
              }
            >
              {cards.bookTreatment}
            </Button>
          </Card>
        );
      })}
    </CardStrip>
  );
}
