import { Card, Divider, Grid, Loader, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { EmptyState, LoadError, PageHeader } from '@marsa/ui';
import { IconList, IconMap, IconMap2, IconStack2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScrollToHash } from '../../lib/use-hash-target.ts';
import { DeckMapTab } from './deck-map-tab.tsx';
import { DeckPicker } from './deck-picker.tsx';
import {
  ALL_CATEGORIES,
  type VenueFilters as Filters,
  filterVenues,
  venueCategories,
} from './venue-filter.ts';
import { VenueFilters } from './venue-filters.tsx';
import { VenueList } from './venue-list.tsx';

const NO_FILTERS: Filters = { category: ALL_CATEGORIES, search: '' };

/** /deck-maps (§2): decks in a sidebar, then the chosen deck's venues as a list and on the map. */
export function DeckMapsPage() {
  const t = useT().deckMaps;
  const trpc = useTRPC();
  const navigate = useNavigate({ from: '/deck-maps' });
  const { deck: deckNumber } = useSearch({ from: '/_guest/deck-maps' });
  const decks = useQuery(trpc.guest.decks.list.queryOptions());
  const deck = decks.data?.find((item) => item.deckNumber === deckNumber) ?? null;
  const venues = useQuery({
    ...trpc.guest.decks.venues.queryOptions({ deckMapId: deck?.id }),
    enabled: !!deck,
  });
  // A venue in the address (a source chip's /deck-maps?deck=1#venue-3) is shown in the list.
  useScrollToHash(venues.isSuccess);
  const [tab, setTab] = useState<string | null>('list');
  // Filters belong to one deck: choosing another deck starts from 'All Categories' and no search.
  const [filterState, setFilterState] = useState<Filters & { deckNumber?: number }>(NO_FILTERS);
  const filters = filterState.deckNumber === deckNumber ? filterState : NO_FILTERS;
  const setFilters = (next: Filters) => setFilterState({ ...next, deckNumber });

  const categories = useMemo(() => venueCategories(venues.data ?? []), [venues.data]);
  const shown = useMemo(() => filterVenues(venues.data ?? [], filters), [venues.data, filters]);

  const selectDeck = (number: number) => navigate({ search: { deck: number } });

  if (decks.isPending) {
    return (
      <>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        <Grid gap="lg" aria-busy="true" aria-label={t.loading}>
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Skeleton h={420} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Skeleton h={420} radius="lg" />
          </Grid.Col>
        </Grid>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {decks.isError ? (
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => decks.refetch()} />
      ) : decks.data.length === 0 ? (
        <EmptyState icon={<IconMap2 />} title={t.noDecks.title} description={t.noDecks.body} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Paper withBorder radius="lg" p="md" pos={{ md: 'sticky' }} top={76} data-testid="deck-sidebar">
              <Stack gap="md">
                <Text size="xs" tt="uppercase" fw={700} c="dimmed" visibleFrom="md">
                  {t.decks}
                </Text>
                <DeckPicker decks={decks.data} selected={deck?.deckNumber ?? null} onSelect={selectDeck} />
                {deck ? (
                  <>
                    <Divider />
                    <VenueFilters categories={categories} filters={filters} onChange={setFilters} />
                  </>
                ) : null}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            {!deck ? (
              <EmptyState icon={<IconStack2 />} title={t.selectDeck.title} description={t.selectDeck.body} />
            ) : (
              <Card
                withBorder
                radius="lg"
                padding="lg"
                p={{ base: 'md', sm: 'lg' }}
                data-testid="deck-details"
              >
                <Stack gap="xs" mb="md">
                  <Title order={2} fz={{ base: 22, sm: 26 }} dir="auto" data-testid="deck-title">
                    {interpolate(t.deckTitle, { number: deck.deckNumber, name: deck.deckName })}
                  </Title>
                  {deck.description ? (
                    <Text c="dimmed" dir="auto">
                      {deck.description}
                    </Text>
                  ) : null}
                </Stack>
                <Tabs value={tab} onChange={setTab} keepMounted={false}>
                  <Tabs.List mb="md">
                    <Tabs.Tab value="list" leftSection={<IconList size={16} />}>
                      {t.tabs.list}
                    </Tabs.Tab>
                    <Tabs.Tab value="map" leftSection={<IconMap size={16} />}>
                      {t.tabs.map}
                    </Tabs.Tab>
                  </Tabs.List>
                  {venues.isPending ? (
                    <Stack align="center" py="xl">
                      <Loader aria-label={t.loading} />
                    </Stack>
                  ) : venues.isError ? (
                    <LoadError title={t.venuesFailed} retryLabel={t.retry} onRetry={() => venues.refetch()} />
                  ) : (
                    <>
                      <Tabs.Panel value="list">
                        <VenueList venues={shown} />
                      </Tabs.Panel>
                      <Tabs.Panel value="map">
                        <DeckMapTab key={deck.id} deck={deck} venues={shown} />
                      </Tabs.Panel>
                    </>
                  )}
                </Tabs>
              </Card>
            )}
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
