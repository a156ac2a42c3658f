import { Input, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { spaServiceInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { NameDescriptionFields } from '../admin-common/bilingual-fields.tsx';
import { type EditDialogProps, EntityFormDialog } from '../admin-common/entity-form-dialog.tsx';
import { CountInput, TextField } from '../admin-common/form-fields.tsx';
import { serviceDialog, useSpaSaves } from './service-actions.ts';
import { isPremiumTier, spaFormValues, tierOf } from './service-forms.ts';
import { ServiceImagesField } from './service-images-field.tsx';
import type { SpaService } from './types.ts';

/** §4 add/edit spa service dialog: editing pre-fills, success closes it and the next open starts fresh. */
export function SpaFormDialog(dialog: EditDialogProps<SpaService>) {
  const s = useT().adminServices;
  const saves = useSpaSaves();
  return (
    <EntityFormDialog
      {...dialog}
      {...serviceDialog(s, 'spa')}
      mode="controlled"
      schema={spaServiceInputSchema}
      initialValues={spaFormValues}
      saves={saves}
    >
      {({ form, field }) => (
        <>
          <NameDescriptionFields field={field} namePlaceholder={s.fields.spaNamePlaceholder} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CountInput label={s.fields.duration} {...field('duration')} />
            <CountInput label={s.fields.capacity} {...field('capacity')} />
            <TextInput label={s.fields.startTime} type="time" withAsterisk {...field('startTime')} />
            <TextInput label={s.fields.endTime} type="time" withAsterisk {...field('endTime')} />
          </SimpleGrid>
          <TextField field={field} path="features" texts={s.fields} description={s.fields.featuresHint} />
          <Input.Wrapper label={s.fields.tier} id="spa-tier">
            <SegmentedControl
              display="flex"
              mt={4}
              aria-labelledby="spa-tier-label"
              value={tierOf(form.values.premium)}
              onChange={(value) => form.setFieldValue('premium', isPremiumTier(value))}
              data={[
                { value: 'standard', label: s.tier.standard },
                { value: 'premium', label: s.tier.premium },
              ]}
              data-testid="spa-tier"
            />
          </Input.Wrapper>
          <ServiceImagesField kind="spa" item={dialog.item} form={form} cover={field('imageUrl')} />
        </>
      )}
    </EntityFormDialog>
  );
}
