import { promotionInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { type EditDialogProps, EntityFormDialog } from '../admin-common/entity-form-dialog.tsx';
import type { EntityMutations } from '../admin-common/use-entity-mutations.ts';
import type { promotionEntity } from './promotion-entity.ts';
import { promotionFormValues, toPromotionInput } from './promotion-form.ts';
import { PromotionFormFields } from './promotion-form-fields.tsx';

type DialogProps = EditDialogProps<AdminRow<'promotions'>> & {
  mutations: EntityMutations<typeof promotionEntity>;
};

/**
 * §2/§4 create and edit dialog; full screen on phones. The shared schema checks the §7 body the
 * form becomes (cents, ISO dates); fields share its names.
 */
export function PromotionFormDialog({ mutations, ...dialog }: DialogProps) {
  return (
    <EntityFormDialog
      {...dialog}
      name="promotion"
      texts={useT().adminPromotions}
      isWide
      mode="controlled"
      schema={promotionInputSchema}
      initialValues={promotionFormValues}
      toBody={toPromotionInput}
      saves={mutations}
    >
      {(kit) => <PromotionFormFields {...kit} />}
    </EntityFormDialog>
  );
}
