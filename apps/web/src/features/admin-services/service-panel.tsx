import { Button, Group, SimpleGrid } from '@mantine/core';
import { EmptyState, LoadError } from '@marsa/ui';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useEditDialog } from '../admin-common/use-edit-dialog.ts';
import { ServiceCardsSkeleton } from './list-states.tsx';
import type { ServiceKind } from './types.ts';
import { useGenerateSchedule } from './use-service-mutations.ts';

export type CardActions = { onEdit: () => void; onGenerate: () => void; isGenerating: boolean };
export type DialogState<T> = { opened: boolean; item: T | null; session: number; onClose: () => void };

type ServicePanelProps<T extends { id: number }> = {
  kind: ServiceKind;
  query: UseQueryResult<T[], unknown>;
  addLabel: string;
  empty: { title: string; body: string };
  icon: ReactNode;
  renderCard: (item: T, actions: CardActions) => ReactNode;
  renderDialog: (state: DialogState<T>) => ReactNode;
};

/** One tab of /admin/services: the add button, the cards (edit, Generate Daily Schedule) and the dialog. */
export function ServicePanel<T extends { id: number }>(props: ServicePanelProps<T>) {
  const { kind, query } = props;
  const s = useT().adminServices;
  const dialog = useEditDialog<T>();
  const generate = useGenerateSchedule();
  // The dialog gets the live row, so pictures uploaded while it is open appear in it.
  const live = dialog.item ? (query.data?.find((row) => row.id === dialog.item?.id) ?? dialog.item) : null;
  const isGenerating = (id: number) =>
    generate.isPending && generate.variables?.serviceType === kind && generate.variables.serviceId === id;

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew} data-testid={`add-${kind}`}>
      {props.addLabel}
    </Button>
  );

  return (
    <>
      <Group justify="flex-end" mb="md">
        {addButton}
      </Group>
      {query.isPending ? (
        <ServiceCardsSkeleton />
      ) : query.isError ? (
        <LoadError title={s.loadFailed} retryLabel={s.retry} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={props.icon}
          title={props.empty.title}
          description={props.empty.body}
          action={addButton}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid={`${kind}-list`}>
          {query.data.map((item) => (
            <div key={item.id} style={{ display: 'contents' }}>
              {props.renderCard(item, {
                onEdit: () => dialog.openEdit(item),
                onGenerate: () => generate.mutate({ serviceType: kind, serviceId: item.id }),
                isGenerating: isGenerating(item.id),
              })}
            </div>
          ))}
        </SimpleGrid>
      )}
      {props.renderDialog({
        opened: dialog.opened,
        item: live,
        session: dialog.session,
        onClose: dialog.close,
      })}
    </>
  );
}
