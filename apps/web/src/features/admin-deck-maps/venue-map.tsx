import { Alert, Paper, Text } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { type DeckMapPin, DeckMapView, EmptyState, type MapPoint } from '@marsa/ui';
import { IconAlertTriangle, IconMap2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useEntityMutations } from '../admin-common/use-entity-mutations.ts';
import { CategoryIcon } from './category-icon.tsx';
import { venueEntity } from './deck-entities.ts';
import type { DeckMap, DeckVenue } from './types.ts';
import { venueUpdateBody } from './venue-form.ts';
import { positionChange, shownPosition, withMove } from './venue-pins.ts';

type MapProps = { deck: DeckMap; venues: DeckVenue[]; onOpenVenue: (venue: DeckVenue) => void };

/** Arrow-key nudges arrive one per press; the venue is saved once they pause. */
const SAVE_DELAY_MS = 400;

/**
 * §2 Interactive Map: the deck drawing with a pin per venue at its x/y percentage; clicking a pin
 * opens the venue. Issue 5: dragging a pin (or nudging it with the arrow keys) moves the venue;
 * the new spot shows at once and stays until the saved list arrives, or snaps back on failure.
 */
export function VenueMap({ deck, venues, onOpenVenue }: MapProps) {
  const t = useT().adminDecks;
  const { update } = useEntityMutations(venueEntity);
  const [moved, setMoved] = useState<Record<number, MapPoint>>({});
  const pending = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; save: () => void }>());

  // Leaving the map (another tab or deck) saves what is still waiting rather than dropping it.
  useEffect(() => {
    const waiting = pending.current;
    return () => {
      for (const { timer, save } of waiting.values()) {
        clearTimeout(timer);
        save();
      }
      waiting.clear();
    };
  }, []);

  const place = (id: number, point: MapPoint | null) => setMoved((current) => withMove(current, id, point));

  const save = (venue: DeckVenue, point: MapPoint) => {
    pending.current.delete(venue.id);
    const change = positionChange(venue, point);
    if (!change) return place(venue.id, null);
    update.mutate(venueUpdateBody(venue, change), { onSettled: () => place(venue.id, null) });
  };

  const move = (venue: DeckVenue, point: MapPoint) => {
    place(venue.id, point);
    const earlier = pending.current.get(venue.id);
    if (earlier) clearTimeout(earlier.timer);
    const saveNow = () => save(venue, point);
    pending.current.set(venue.id, { timer: setTimeout(saveNow, SAVE_DELAY_MS), save: saveNow });
  };

  if (!deck.imageUrl) {
    return <EmptyState icon={<IconMap2 />} title={t.map.noImageTitle} description={t.map.noImageBody} />;
  }

  const pins: DeckMapPin[] = venues.map((venue) => {
    const { x, y } = shownPosition(venue, moved);
    return {
      id: venue.id,
      x,
      y,
      label: venue.name,
      ariaLabel: interpolate(t.map.markerLabel, { name: venue.name, x, y }),
      color: venue.isActive ? 'sea' : 'gray',
      icon: <CategoryIcon category={venue.category} />,
    };
  });
  const byId = new Map(venues.map((venue) => [venue.id, venue]));

  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <Text size="sm" c="gray.7" mb="sm">
        {t.map.hint}
      </Text>
      <DeckMapView
        imageUrl={deck.imageUrl}
        imageAlt={interpolate(t.map.mapLabel, { number: deck.deckNumber })}
        pins={pins}
        draggable
        onPinClick={(pin) => {
          const venue = byId.get(Number(pin.id));
          if (venue) onOpenVenue(venue);
        }}
        onPinMove={(pin, point) => {
          const venue = byId.get(Number(pin.id));
          if (venue) move(venue, point);
        }}
        fallback={
          <Alert
            color="orange"
            variant="light"
            radius="lg"
            icon={<IconAlertTriangle />}
            data-testid="map-image-failed"
          >
            {t.map.imageFailed}
          </Alert>
        }
      />
    </Paper>
  );
}
