import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { RATING_MAX, RATING_MIN, RATING_STEP, restaurantInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { fieldErrorsOf } from '../../lib/notify.tsx';
import { NameDescriptionFields } from '../admin-common/bilingual-fields.tsx';
import { localizedProps } from '../admin-common/localize.ts';
import { ServiceDialog } from './service-dialog.tsx';
import { type RestaurantFormValues, restaurantFormValues } from './service-forms.ts';
import { ServiceImagesField } from './service-images-field.tsx';
import type { Restaurant } from './types.ts';
import { useServiceMutations, useServicesLocalizer } from './use-service-mutations.ts';

type DialogProps = { opened: boolean; restaurant: Restaurant | null; session: number; onClose: () => void };

/** §4 add/edit restaurant dialog: editing pre-fills, success closes it and the next open starts fresh. */
export function RestaurantFormDialog({ opened, restaurant, session, onClose }: DialogProps) {
  const s = useT().adminServices;
  return (
    <ServiceDialog
      opened={opened}
      onClose={onClose}
      title={restaurant ? s.restaurant.editTitle : s.restaurant.addTitle}
      testId="restaurant-dialog"
    >
      <RestaurantForm key={session} restaurant={restaurant} onDone={onClose} />
    </ServiceDialog>
  );
}

function RestaurantForm({ restaurant, onDone }: { restaurant: Restaurant | null; onDone: () => void }) {
  const t = useT();
  const s = t.adminServices;
  const localize = useServicesLocalizer();
  const { createRestaurant, updateRestaurant } = useServiceMutations();
  const form = useForm<RestaurantFormValues>({
    mode: 'uncontrolled',
    initialValues: restaurantFormValues(restaurant),
    validate: schemaResolver(restaurantInputSchema, { sync: true }),
  });
  const field = (path: keyof RestaurantFormValues) => ({
    key: form.key(path),
    ...localizedProps(form.getInputProps(path), localize),
  });
  const pending = createRestaurant.isPending || updateRestaurant.isPending;

  const submit = form.onSubmit((values) => {
    const input = restaurantInputSchema.parse(values);
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)),
    };
    if (restaurant) updateRestaurant.mutate({ ...input, id: restaurant.id }, callbacks);
    else createRestaurant.mutate(input, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="restaurant-form">
      <Stack>
        <NameDescriptionFields field={field} namePlaceholder={s.fields.restaurantNamePlaceholder} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ alignItems: 'end' }}>
          <TextInput
            label={s.fields.cuisine}
            placeholder={s.fields.cuisinePlaceholder}
            withAsterisk
            dir="auto"
            {...field('cuisine')}
          />
          <TextInput
            label={s.fields.location}
            placeholder={s.fields.locationPlaceholder}
            withAsterisk
            dir="auto"
            {...field('location')}
          />
          <NumberInput
            label={s.fields.capacity}
            withAsterisk
            min={1}
            allowDecimal={false}
            {...field('capacity')}
          />
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
          <TextInput
            label={s.fields.specialFeature}
            placeholder={s.fields.specialFeaturePlaceholder}
            dir="auto"
            {...field('specialFeature')}
          />
        </SimpleGrid>
        <TextInput
          label={s.fields.imageUrl}
          description={s.fields.imageUrlHint}
          dir="ltr"
          {...field('imageUrl')}
        />
        <ServiceImagesField
          kind="restaurant"
          item={restaurant}
          onUploaded={(urls) => {
            if (!form.getValues().imageUrl && urls[0]) form.setFieldValue('imageUrl', urls[0]);
          }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {restaurant ? s.restaurant.update : s.restaurant.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
