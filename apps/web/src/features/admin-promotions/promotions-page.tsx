import { Button, SimpleGrid } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { EmptyState, LoadError, PageHeader } from '@marsa/ui';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { CardGridSkeleton } from '../admin-common/list-states.tsx';
import { useEditDialog } from '../admin-common/use-edit-dialog.ts';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';
import { usePromotionMutations } from './use-promotion-mutations.ts';

type Promotion = AdminRow<'promotions'>;

/** /admin/promotions (§2): cards, create/edit dialog with image upload, delete after a confirmation (§4). */
export function PromotionsPage() {
  const t = useT().adminPromotions;
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.promotions.list.queryOptions());
  const { remove } = usePromotionMutations();
  const dialog = useEditDialog<Promotion>();
  const now = new Date();

  const confirmDelete = (promotion: Promotion) => {
    if (window.confirm(interpolate(t.confirmDelete, { name: promotion.title })))
      remove.mutate({ id: promotion.id });
  };

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
      {t.add}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} actions={addButton} />
      {list.isPending ? (
        <CardGridSkeleton height={320} />
      ) : list.isError ? (
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<IconSpeakerphone />}
          title={t.empty.title}
          description={t.empty.body}
          action={addButton}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="promotion-list">
          {list.data.map((promotion) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              now={now}
              onEdit={() => dialog.openEdit(promotion)}
              onDelete={() => confirmDelete(promotion)}
              isDeleting={remove.isPending && remove.variables?.id === promotion.id}
            />
          ))}
        </SimpleGrid>
      )}
      <PromotionFormDialog
        opened={dialog.opened}
        promotion={dialog.item}
        session={dialog.session}
        onClose={dialog.close}
      />
    </>
  );
}
