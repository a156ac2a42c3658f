import { Button, SimpleGrid } from '@mantine/core';
import { EmptyState, LoadError, PageHeader } from '@marsa/ui';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { CardGridSkeleton } from '../admin-common/list-states.tsx';
import { useEditDialog } from '../admin-common/use-edit-dialog.ts';
import { itineraryStats, nextPortOrder, sortPorts } from './itinerary-stats.ts';
import { PortCard } from './port-card.tsx';
import { PortFormDialog } from './port-form-dialog.tsx';
import { StatCards } from './stat-cards.tsx';
import { usePortMutations } from './use-port-mutations.ts';

type Port = AdminRow<'itinerary'>;

/** /admin/itinerary (§2): stat cards, ports in order with edit and delete (no confirmation, §4). */
export function ItineraryPage() {
  const t = useT().adminItinerary;
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.itinerary.list.queryOptions());
  const { remove } = usePortMutations();
  const dialog = useEditDialog<Port>();
  const ports = useMemo(() => sortPorts(list.data ?? []), [list.data]);

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
      {t.add}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} actions={addButton} />
      {list.isPending ? (
        <CardGridSkeleton height={280} />
      ) : list.isError ? (
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => list.refetch()} />
      ) : (
        <>
          <StatCards stats={itineraryStats(ports)} />
          {ports.length === 0 ? (
            <EmptyState
              icon={<IconRoute />}
              title={t.empty.title}
              description={t.empty.body}
              action={addButton}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="port-list">
              {ports.map((port) => (
                <PortCard
                  key={port.id}
                  port={port}
                  onEdit={() => dialog.openEdit(port)}
                  onDelete={() => remove.mutate({ id: port.id })}
                  isDeleting={remove.isPending && remove.variables?.id === port.id}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
      <PortFormDialog
        opened={dialog.opened}
        port={dialog.item}
        session={dialog.session}
        suggestedOrder={nextPortOrder(ports)}
        onClose={dialog.close}
      />
    </>
  );
}
