import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { RATING_MAX, RATING_MIN, restaurantInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { RATING_STEP } from '../../lib/ui-constants.ts';
import { NameDescriptionFields } from '../admin-common/bilingual-fields.tsx';
import { type EditDialogProps, EntityFormDialog } from '../admin-common/entity-form-dialog.tsx';
import { CountInput, TextField } from '../admin-common/form-fields.tsx';
import { serviceDialog, useRestaurantSaves } from './service-actions.ts';
import { restaurantFormValues } from './service-forms.ts';
import { ServiceImagesField } from './service-images-field.tsx';
import type { Restaurant } from './types.ts';

/** §4 add/edit restaurant dialog: editing pre-fills, success closes it and the next open starts fresh. */
export function RestaurantFormDialog(dialog: EditDialogProps<Restaurant>) {
  const s = useT().adminServices;
  const saves = useRestaurantSaves();
  return (
    <EntityFormDialog
      {...dialog}
      {...serviceDialog(s, 'restaurant')}
      schema={restaurantInputSchema}
      initialValues={restaurantFormValues}
      saves={saves}
    >
      {({ form, field }) => (
        <>
          <NameDescriptionFields field={field} namePlaceholder={s.fields.restaurantNamePlaceholder} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ alignItems: 'end' }}>
            <TextField field={field} path="cuisine" texts={s.fields} isRequired />
            <TextField field={field} path="location" texts={s.fields} isRequired />
            <CountInput label={s.fields.capacity} {...field('capacity')} />
            <TextInput label={s.fields.openingTime} type="time" withAsterisk {...field('openingTime')} />
            <TextInput label={s.fields.closingTime} type="time" withAsterisk {...field('closingTime')} />
            <NumberInput
              label={s.fields.rating}
              description={s.fields.ratingHint}
              min={RATING_MIN}
              max={RATING_MAX}
              step={RATING_STEP}
              decimalScale={1}
              {...field('rating')}
            />
            <TextField field={field} path="specialFeature" texts={s.fields} />
          </SimpleGrid>
          <ServiceImagesField kind="restaurant" item={dialog.item} form={form} cover={field('imageUrl')} />
        </>
      )}
    </EntityFormDialog>
  );
}
