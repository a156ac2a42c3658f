import { Anchor, Badge, Button, Group, Rating, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatTime, formatTimesIn, interpolate, localized } from '@marsa/i18n';
import { DetailLine, ImageCard } from '@marsa/ui';
import { IconClock, IconMapPin, IconShirt, IconSparkles, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../lib/i18n.tsx';
import { deckLocationLabel, deckNumberOf } from '../deck-maps/venue-filter.ts';
import { coverImage, diningStyleLabel, dressCodeLabel, priceSymbols } from './dining-view.ts';
import type { Restaurant } from './types.ts';

/** A restaurant: image, cuisine, rating, deck, hours, dress code, signature feature and the Reserve button. */
export function RestaurantCard({ restaurant, onReserve }: { restaurant: Restaurant; onReserve: () => void }) {
  const { lang, t } = useLanguage();
  const text = t.dining;
  const deck = deckNumberOf(restaurant.location);
  const style = diningStyleLabel(restaurant.diningStyle, t);
  const name = localized(restaurant, 'name', lang);

  return (
    <ImageCard
      attributes={{
        id: `restaurant-${restaurant.id}`,
        'data-testid': 'restaurant-card',
        'data-restaurant-id': restaurant.id,
      }}
      image={{
        src: coverImage(restaurant),
        alt: interpolate(text.imageAlt, { name }),
        height: 180,
        icon: <IconToolsKitchen2 size={28} />,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Title order={2} fz="xl" lh={1.25} dir="auto">
            {name}
          </Title>
          <Text size="sm" c="dimmed" dir="auto">
            {restaurant.cuisine}
          </Text>
        </div>
        <Stack gap={2} align="flex-end">
          <Group gap={4} wrap="nowrap">
            <Rating value={restaurant.rating} fractions={10} readOnly size="xs" aria-hidden />
            <Text size="sm" fw={700} aria-hidden>
              {restaurant.rating.toFixed(1)}
            </Text>
            <VisuallyHidden>
              {interpolate(text.rating, { rating: restaurant.rating.toFixed(1) })}
            </VisuallyHidden>
          </Group>
          <Text
            size="xs"
            c="dimmed"
            aria-label={interpolate(text.priceLevel, { level: restaurant.priceLevel })}
          >
            {priceSymbols(restaurant.priceLevel)}
          </Text>
        </Stack>
      </Group>
      {style ? (
        <Badge variant="light" color="sand" w="fit-content">
          {style}
        </Badge>
      ) : null}
      <Text size="sm" lh={1.55} lineClamp={4} dir="auto">
        {localized(restaurant, 'description', lang)}
      </Text>
      <Stack gap={6}>
        <DetailLine icon={<IconMapPin size={16} />} label={text.location}>
          {deck ? (
            <Anchor
              size="sm"
              title={text.onMap}
              renderRoot={(props) => <Link to="/deck-maps" search={{ deck }} {...props} />}
            >
              {deckLocationLabel(restaurant.location, text.deck)}
            </Anchor>
          ) : (
            restaurant.location
          )}
        </DetailLine>
        <DetailLine icon={<IconClock size={16} />} label={text.hours}>
          {interpolate(text.hoursValue, {
            open: formatTime(restaurant.openingTime, lang),
            close: formatTime(restaurant.closingTime, lang),
          })}
        </DetailLine>
        {restaurant.dressCode ? (
          <DetailLine icon={<IconShirt size={16} />} label={text.dressCode}>
            {dressCodeLabel(restaurant.dressCode, t)}
          </DetailLine>
        ) : null}
      </Stack>
      {restaurant.specialFeature ? (
        <Group gap={6} wrap="nowrap" align="flex-start" c="sand.8">
          <IconSparkles size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" fs="italic" dir="auto">
            {formatTimesIn(restaurant.specialFeature, lang)}
          </Text>
        </Group>
      ) : null}
      <Button mt="auto" fullWidth onClick={onReserve} data-testid="reserve-button">
        {text.reserve}
      </Button>
    </ImageCard>
  );
}
