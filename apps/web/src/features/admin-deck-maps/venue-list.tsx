import { Button, Group, SimpleGrid, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { EmptyState } from '@marsa/ui';
import { IconMapPinPlus, IconPlus } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import { useEntityMutations } from '../admin-common/use-entity-mutations.ts';
import { venueEntity } from './deck-entities.ts';
import type { DeckVenue } from './types.ts';
import { VenueCard } from './venue-card.tsx';

type VenueListProps = { venues: DeckVenue[]; onAdd: () => void; onEdit: (venue: DeckVenue) => void };

/** The Venues tab: the deck's venue cards; deleting asks nothing (§4). */
export function VenueList({ venues, onAdd, onEdit }: VenueListProps) {
  const t = useT().adminDecks.venues;
  const { remove, isRemoving } = useEntityMutations(venueEntity);
  const addButton = (
    <Button size="sm" leftSection={<IconPlus size={16} />} onClick={onAdd}>
      {t.add}
    </Button>
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg" data-testid="venue-heading">
          {interpolate(t.heading, { count: venues.length })}
        </Title>
        {venues.length > 0 ? addButton : null}
      </Group>
      {venues.length === 0 ? (
        <EmptyState
          icon={<IconMapPinPlus />}
          title={t.emptyTitle}
          description={t.emptyBody}
          action={addButton}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} data-testid="venue-list">
          {venues.map((venue) => (
            <VenueCard
              key={venue.id}
              venue={venue}
              onEdit={() => onEdit(venue)}
              onDelete={() => remove.mutate({ id: venue.id })}
              isDeleting={isRemoving(venue.id)}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
