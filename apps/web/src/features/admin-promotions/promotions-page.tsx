import { interpolate } from '@marsa/i18n';
import { CardGrid, CardGridSkeleton, EmptyState, ListStates, PageHeader } from '@marsa/ui';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { AddButton } from '../admin-common/add-button.tsx';
import { useEditDialog } from '../admin-common/use-edit-dialog.ts';
import { useEntityMutations } from '../admin-common/use-entity-mutations.ts';
import { PromotionCard } from './promotion-card.tsx';
import { promotionEntity } from './promotion-entity.ts';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';

type Promotion = AdminRow<'promotions'>;

/** /admin/promotions (§2): cards, create/edit dialog with image upload, delete after a confirmation (§4). */
export function PromotionsPage() {
  const t = useT().adminPromotions;
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.promotions.list.queryOptions());
  const mutations = useEntityMutations(promotionEntity);
  const { remove } = mutations;
  const dialog = useEditDialog<Promotion>();
  const now = new Date();

  const confirmDelete = (promotion: Promotion) => {
    if (window.confirm(interpolate(t.confirmDelete, { name: promotion.title })))
      remove.mutate({ id: promotion.id });
  };
  const addButton = <AddButton onClick={dialog.openNew}>{t.add}</AddButton>;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} actions={addButton} />
      <ListStates
        query={list}
        texts={t}
        loading={<CardGridSkeleton bodyHeight={210} />}
        empty={
          <EmptyState
            icon={<IconSpeakerphone />}
            title={t.empty.title}
            description={t.empty.body}
            action={addButton}
          />
        }
      >
        {(promotions) => (
          <CardGrid testId="promotion-list">
            {promotions.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                now={now}
                onEdit={() => dialog.openEdit(promotion)}
                onDelete={() => confirmDelete(promotion)}
                isDeleting={remove.isPending && remove.variables?.id === promotion.id}
              />
            ))}
          </CardGrid>
        )}
      </ListStates>
      <PromotionFormDialog {...dialog.props} mutations={mutations} />
    </>
  );
}
