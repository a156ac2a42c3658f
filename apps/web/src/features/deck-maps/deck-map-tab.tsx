import { Badge, Group, Stack, Text } from '@mantine/core';
import { interpolate, localized } from '@marsa/i18n';
import { DeckMapView, EmptyState } from '@marsa/ui';
import { IconMapOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { categoryLabel, categoryStyle } from './category-style.tsx';
import type { Deck, Venue } from './types.ts';
import { VenueCard } from './venue-card.tsx';
import { venueCategories } from './venue-filter.ts';

/** §2 'Interactive Map' tab: the deck drawing with venue pins, or the 'coming soon' state without one. */
export function DeckMapTab({ deck, venues }: { deck: Deck; venues: Venue[] }) {
  const { lang, t } = useLanguage();
  const text = t.deckMaps;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = venues.find((venue) => venue.id === selectedId) ?? null;

  const comingSoon = (
    <EmptyState icon={<IconMapOff />} title={text.map.comingSoon} description={text.map.uploadHint} />
  );
  if (!deck.imageUrl) return comingSoon;

  const pins = venues.map((venue) => {
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
  });

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
        onPinClick={(pin) => setSelectedId((current) => (current === pin.id ? null : Number(pin.id)))}
        fallback={comingSoon}
        minWidth={560}
      />
      <Group gap={6}>
        {venueCategories(venues).map((category) => (
          <Badge key={category} variant="dot" color={categoryStyle(category).color} tt="none">
            {categoryLabel(category, t)}
          </Badge>
        ))}
      </Group>
      {selected ? <VenueCard venue={selected} onClose={() => setSelectedId(null)} /> : null}
    </Stack>
  );
}
