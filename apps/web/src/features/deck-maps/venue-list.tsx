import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { IconMapSearch } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import type { Venue } from './types.ts';
import { VenueCard } from './venue-card.tsx';

/** §2 'Venue List' tab: the heading with the count and the matching venues. */
export function VenueList({ venues }: { venues: Venue[] }) {
  const t = useT().deckMaps;
  return (
    <Stack gap="md">
      <Title order={3} fz="lg" data-testid="venues-heading">
        {interpolate(t.venuesHeading, { count: venues.length })}
      </Title>
      {venues.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" c="dimmed" data-testid="venues-no-match">
          <IconMapSearch size={36} aria-hidden />
          <Text>{t.noMatch}</Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="venue-list">
          {venues.map((venue) => (
            <VenueCard key={venue.id} venue={venue} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
