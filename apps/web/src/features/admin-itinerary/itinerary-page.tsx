import { IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { EntityCardsPage } from '../admin-common/entity-cards-page.tsx';
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

  return (
    <EntityCardsPage
      texts={t}
      query={list}
      rows={ports}
      name="port"
      icon={<IconRoute />}
      cardBodyHeight={170}
      summary={<StatCards stats={itineraryStats(ports)} />}
      onAdd={dialog.openNew}
      renderCard={(port) => (
        <PortCard
          port={port}
          onEdit={() => dialog.openEdit(port)}
          onDelete={() => remove.mutate({ id: port.id })}
          isDeleting={mutations.isRemoving(port.id)}
        />
      )}
    >
      <PortFormDialog {...dialog.props} suggestedOrder={nextPortOrder(ports)} mutations={mutations} />
    </EntityCardsPage>
  );
}
