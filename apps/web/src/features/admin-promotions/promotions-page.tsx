import { interpolate } from '@marsa/i18n';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { EntityCardsPage } from '../admin-common/entity-cards-page.tsx';
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

  return (
    <EntityCardsPage
      texts={t}
      query={list}
      name="promotion"
      icon={<IconSpeakerphone />}
      cardBodyHeight={210}
      onAdd={dialog.openNew}
      renderCard={(promotion) => (
        <PromotionCard
          promotion={promotion}
          now={now}
          onEdit={() => dialog.openEdit(promotion)}
          onDelete={() => confirmDelete(promotion)}
          isDeleting={mutations.isRemoving(promotion.id)}
        />
      )}
    >
      <PromotionFormDialog {...dialog.props} mutations={mutations} />
    </EntityCardsPage>
  );
}
