import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { interpolate, localized } from '@marsa/i18n';
import { DeckMapView, EmptyState } from '@marsa/ui';
import { IconMapOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { categoryLabel, categoryStyle } from './category-style.tsx';
import type { Deck, Venue } from './types.ts';
import { VenueCard } from './venue-card.tsx';
import { venueCategories } from './venue-filter.ts';

/**
 * §2 'Interactive Map' tab: the deck drawing with named pins (placed so no name hides a pin),
 * zoom and pan, one legend, and every venue as a button beside it for keyboards and screen
 * readers; or the 'coming soon' state without a drawing.
 */
export function DeckMapTab({ deck, venues }: { deck: Deck; venues: Venue[] }) {
  const { lang, t } = useLanguage();
  const text = t.deckMaps;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = venues.find((venue) => venue.id === selectedId) ?? null;
  const toggle = (id: number) => setSelectedId((current) => (current === id ? null : id));

  const pins = useMemo(
    () =>
      venues.map((venue) => {
        const { color, Icon } = categoryStyle(venue.category);
        const category = categoryLabel(venue.category, t);
        const name = localized(venue, 'name', lang);
        return {
          id: venue.id,
          x: venue.xPosition,
          y: venue.yPosition,
          label: name,
          ariaLabel: interpolate(text.map.pinLabel, { name, category }),
          color,
          icon: <Icon size={16} aria-hidden />,
        };
      }),
    [venues, lang, t, text.map.pinLabel],
  );

  const comingSoon = (
    <EmptyState icon={<IconMapOff />} title={text.map.comingSoon} description={text.map.uploadHint} />
  );
  if (!deck.imageUrl) return comingSoon;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {text.map.hint}
      </Text>
      <DeckMapView
        imageUrl={deck.imageUrl}
        imageAlt={interpolate(text.map.imageAlt, { number: deck.deckNumber, name: deck.deckName })}
        pins={pins}
        activePinId={selectedId}
        onPinClick={(pin) => toggle(Number(pin.id))}
        fallback={comingSoon}
        zoom={{ zoomIn: text.map.zoomIn, zoomOut: text.map.zoomOut, reset: text.map.reset }}
        showLabels
      />
      <Group gap={6} role="list" aria-label={text.map.legend} data-testid="deck-legend">
        {venueCategories(venues).map((category) => (
          <Badge key={category} role="listitem" variant="dot" color={categoryStyle(category).color} tt="none">
            {categoryLabel(category, t)}
          </Badge>
        ))}
      </Group>
      {selected ? <VenueCard venue={selected} onClose={() => setSelectedId(null)} /> : null}
      <Stack gap="xs">
        <Title order={3} fz="sm" c="dimmed" tt="uppercase">
          {text.map.venuesOnMap}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="xs" data-testid="map-venue-list">
          {pins.map((pin) => (
            <Button
              key={pin.id}
              variant={selectedId === pin.id ? 'light' : 'default'}
              color={pin.color}
              justify="flex-start"
              leftSection={pin.icon}
              aria-pressed={selectedId === pin.id}
              onClick={() => toggle(pin.id)}
              data-testid="map-venue-button"
            >
              <Text span size="sm" truncate dir="auto">
                {pin.label}
              </Text>
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
