import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatTime, interpolate, localized } from '@marsa/i18n';
import type { RestaurantCard } from '@marsa/trpc/schemas';
import { FallbackImage } from '@marsa/ui';
import { IconClock, IconMapPin, IconStarFilled, IconToolsKitchen2 } from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import type { BookingTarget } from '../bookings/booking-dialog.tsx';
import { CardStrip, STRIP_CARD_WIDTH } from './card-strip.tsx';
import { FreeTimes } from './free-times.tsx';

type RestaurantCardsProps = {
  date: string;
  restaurants: readonly RestaurantCard[];
  onBook: (booking: BookingTarget) => void;
};

/** §3 'restaurants' reply: a card per restaurant, each offering a table. */
export function RestaurantCards({ date, restaurants, onBook }: RestaurantCardsProps) {
  const { lang, t } = useLanguage();
  const cards = t.concierge.cards;
  return (
    <CardStrip testId="restaurant-cards">
      {restaurants.map((restaurant) => (
        <Card
          key={restaurant.id}
          withBorder
          radius="md"
          padding="sm"
          w={STRIP_CARD_WIDTH}
          style={{ flexShrink: 0 }}
          data-testid="restaurant-card"
        >
          <Card.Section>
            <FallbackImage
              src={restaurant.imageUrl}
              alt={localized(restaurant, 'name', lang)}
              h={96}
              icon={<IconToolsKitchen2 size={26} />}
            />
          </Card.Section>
          <Stack gap={6} mt="sm" flex={1}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700} lineClamp={1}>
                {localized(restaurant, 'name', lang)}
              </Text>
              <Group gap={2} wrap="nowrap">
                <IconStarFilled size={13} aria-hidden color="var(--mantine-color-yellow-6)" />
                <Text size="xs" fw={600} c="gray.8">
                  {interpolate(cards.rating, { rating: restaurant.rating })}
                </Text>
              </Group>
            </Group>
            <Text size="sm" c="gray.7" lineClamp={1}>
              {restaurant.cuisine}
            </Text>
            <Group gap="sm" c="gray.7">
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden />
                <Text size="xs">{restaurant.location}</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconClock size={14} aria-hidden />
                <Text size="xs">
                  {interpolate(cards.hours, {
                    open: formatTime(restaurant.openingTime, lang),
                    close: formatTime(restaurant.closingTime, lang),
                  })}
                </Text>
              </Group>
            </Group>
            <FreeTimes date={date} times={restaurant.freeTimes} />
          </Stack>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            fullWidth
            onClick={() =>
              onBook({
                type: 'restaurant',
                id: restaurant.id,
                name: localized(restaurant, 'name', lang),
                date,
              })
            }
          >
            {cards.reserveTable}
          </Button>
        </Card>
      ))}
    </CardStrip>
  );
}
