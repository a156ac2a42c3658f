import { Group } from '@mantine/core';
import { CardGridSkeleton } from '@marsa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { AddButton } from '../admin-common/add-button.tsx';
import { EntityCards } from '../admin-common/entity-cards-page.tsx';
import type { EditDialogProps } from '../admin-common/entity-form-dialog.tsx';
import { useEditDialog } from '../admin-common/use-edit-dialog.ts';
import { useGenerateSchedule } from './service-actions.ts';
import type { ServiceKind } from './types.ts';

export type CardActions = { onEdit: () => void; onGenerate: () => void; isGenerating: boolean };

type ServicePanelProps<T extends { id: number }> = {
  kind: ServiceKind;
  query: UseQueryResult<T[], unknown>;
  addLabel: string;
  empty: { title: string; body: string };
  icon: ReactNode;
  renderCard: (item: T, actions: CardActions) => ReactNode;
  renderDialog: (state: EditDialogProps<T>) => ReactNode;
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
    <AddButton onClick={dialog.openNew} data-testid={`add-${kind}`}>
      {props.addLabel}
    </AddButton>
  );

  return (
    <>
      <Group justify="flex-end" mb="md">
        {addButton}
      </Group>
      <EntityCards
        texts={{ ...s, empty: props.empty }}
        query={query}
        name={kind}
        icon={props.icon}
        addButton={addButton}
        loading={<CardGridSkeleton count={3} imageHeight={160} testId="services-loading" />}
        renderCard={(item) =>
          props.renderCard(item, {
            onEdit: () => dialog.openEdit(item),
            onGenerate: () => generate.mutate({ serviceType: kind, serviceId: item.id }),
            isGenerating: isGenerating(item.id),
          })
        }
      />
      {props.renderDialog({ ...dialog.props, item: live })}
    </>
  );
}
