import { Button, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { promotionInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { fieldErrorsOf } from '../../lib/notify.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { readableDimmed } from '../admin-common/contrast.ts';
import { type PromotionFormValues, promotionFormValues, toPromotionInput } from './promotion-form.ts';
import { PromotionFormFields } from './promotion-form-fields.tsx';
import { usePromotionMutations } from './use-promotion-mutations.ts';

type Promotion = AdminRow<'promotions'>;

type DialogProps = { opened: boolean; promotion: Promotion | null; session: number; onClose: () => void };

const validateBody = schemaResolver(promotionInputSchema, { sync: true });

/** §2/§4 create and edit dialog; full screen on phones. */
export function PromotionFormDialog({ opened, promotion, session, onClose }: DialogProps) {
  const t = useT().adminPromotions;
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={promotion ? t.editTitle : t.addTitle}
      size="xl"
      radius="lg"
      styles={{ content: readableDimmed }}
      closeButtonProps={{ 'aria-label': t.close }}
      fullScreen={isPhone}
      data-testid="promotion-dialog"
    >
      <PromotionForm key={session} promotion={promotion} onDone={onClose} />
    </Modal>
  );
}

function PromotionForm({ promotion, onDone }: { promotion: Promotion | null; onDone: () => void }) {
  const t = useT().adminPromotions;
  const { create, update } = usePromotionMutations();
  const form = useForm<PromotionFormValues>({
    initialValues: promotionFormValues(promotion),
    // The shared schema checks the §7 body the form becomes (cents, ISO dates); fields share names.
    validate: (values) => validateBody(toPromotionInput(values)),
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const input = promotionInputSchema.parse(toPromotionInput(values));
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)),
    };
    if (promotion) update.mutate({ ...input, id: promotion.id }, callbacks);
    else create.mutate(input, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="promotion-form">
      <Stack>
        <PromotionFormFields form={form} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {promotion ? t.update : t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
