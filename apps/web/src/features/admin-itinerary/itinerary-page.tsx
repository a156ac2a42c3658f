import { CardGrid, CardGridSkeleton, EmptyState, ListStates, PageHeader } from '@marsa/ui';
import { IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { AddButton } from '../admin-common/add-button.tsx';
import { useEditDialog } from '../admin-common/use-edit-dialog.ts';
import { useEntityMutations } from '../admin-common/use-entity-mutations.ts';
import { itineraryStats, nextPortOrder, sortPorts } from './itinerary-stats.ts';
import { PortCard } from './port-card.tsx';
import { portEntity } from './port-entity.ts';
import { PortFormDialog } from './port-form-dialog.tsx';
import { StatCards } from './stat-cards.tsx';

/** /admin/itinerary (§2): stat cards, ports in order with edit and delete (no confirmation, §4). */
export function ItineraryPage() {
  const t = useT().adminItinerary;
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.itinerary.list.queryOptions());
  const mutations = useEntityMutations(portEntity);
  const { remove } = mutations;
  const dialog = useEditDialog<AdminRow<'itinerary'>>();
  const ports = useMemo(() => sortPorts(list.data ?? []), [list.data]);
  const addButton = <AddButton onClick={dialog.openNew}>{t.add}</AddButton>;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} actions={addButton} />
      <ListStates
        query={list}
        texts={t}
        loading={<CardGridSkeleton bodyHeight={170} />}
        summary={() => <StatCards stats={itineraryStats(ports)} />}
        empty={
          <EmptyState
            icon={<IconRoute />}
            title={t.empty.title}
            description={t.empty.body}
            action={addButton}
          />
        }
      >
        {() => (
          <CardGrid testId="port-list">
            {ports.map((port) => (
              <PortCard
                key={port.id}
                port={port}
                onEdit={() => dialog.openEdit(port)}
                onDelete={() => remove.mutate({ id: port.id })}
                isDeleting={remove.isPending && remove.variables?.id === port.id}
              />
            ))}
          </CardGrid>
        )}
      </ListStates>
      <PortFormDialog {...dialog.props} suggestedOrder={nextPortOrder(ports)} mutations={mutations} />
    </>
  );
}
