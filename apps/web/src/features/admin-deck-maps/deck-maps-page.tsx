import { Grid, Skeleton, Stack } from '@mantine/core';
import { EmptyState, ListStates, PageHeader } from '@marsa/ui';
import { IconPointer } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useEditDialog } from '../admin-common/use-edit-dialog.ts';
import { useEntityMutations } from '../admin-common/use-entity-mutations.ts';
import { deckEntity } from './deck-entities.ts';
import { DeckFormDialog } from './deck-form-dialog.tsx';
import { DeckPanel } from './deck-panel.tsx';
import { DeckSidebar } from './deck-sidebar.tsx';
import type { DeckMap, DeckVenue } from './types.ts';
import { VenueFormDialog } from './venue-form-dialog.tsx';

const route = getRouteApi('/admin/deck-maps');

/** /admin/deck-maps (§2, issue 5): decks in a sidebar, the selected deck's venues and map. */
export function DeckMapsPage() {
  const t = useT().adminDecks;
  const trpc = useTRPC();
  const decks = useQuery(trpc.admin.deckMaps.list.queryOptions());
  const venues = useQuery(trpc.admin.deckVenues.list.queryOptions());
  const deckMutations = useEntityMutations(deckEntity);
  const { remove } = deckMutations;
  const deckDialog = useEditDialog<DeckMap>();
  const venueDialog = useEditDialog<DeckVenue>();
  const { deck: selectedId } = route.useSearch();
  const navigate = route.useNavigate();
  const select = (id: number | undefined) => navigate({ search: id ? { deck: id } : {}, replace: true });

  const selected = decks.data?.find((deck) => deck.id === selectedId) ?? null;
  const venueCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const venue of venues.data ?? [])
      counts.set(venue.deckMapId, (counts.get(venue.deckMapId) ?? 0) + 1);
    return counts;
  }, [venues.data]);
  const deckVenues = useMemo(
    () => (venues.data ?? []).filter((venue) => venue.deckMapId === selected?.id),
    [venues.data, selected?.id],
  );

  const both = {
    isPending: decks.isPending || venues.isPending,
    isError: decks.isError || venues.isError,
    data: decks.data && venues.data ? decks.data : undefined,
    refetch: () => Promise.all([decks.refetch(), venues.refetch()]),
  };

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <ListStates query={both} texts={t} loading={<DeckMapsSkeleton />}>
        {(deckList) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
              <DeckSidebar
                decks={deckList}
                venueCounts={venueCounts}
                selectedId={selected?.id ?? null}
                onSelect={(deck) => select(deck.id)}
                onAdd={deckDialog.openNew}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
              {selected ? (
                <DeckPanel
                  deck={selected}
                  venues={deckVenues}
                  isDeleting={remove.isPending}
                  onEditDeck={() => deckDialog.openEdit(selected)}
                  onDeleteDeck={() =>
                    remove.mutate({ id: selected.id }, { onSuccess: () => select(undefined) })
                  }
                  onAddVenue={venueDialog.openNew}
                  onEditVenue={venueDialog.openEdit}
                />
              ) : (
                <EmptyState icon={<IconPointer />} title={t.selectDeck} description={t.selectDeckBody} />
              )}
            </Grid.Col>
          </Grid>
        )}
      </ListStates>
      <DeckFormDialog {...deckDialog.props} mutations={deckMutations} onSaved={(deck) => select(deck.id)} />
      <VenueFormDialog {...venueDialog.props} deckMapId={selected?.id ?? null} decks={decks.data ?? []} />
    </>
  );
}

/** The sidebar and the deck panel while the decks and venues load. */
function DeckMapsSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <Skeleton height={360} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack>
          <Skeleton height={96} radius="lg" />
          <Skeleton height={280} radius="lg" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
