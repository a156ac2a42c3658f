import { Divider, MultiSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PROMOTION_DEPARTMENTS, PROMOTION_TYPES } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { BilingualPair, SideBySide } from '../admin-common/bilingual-fields.tsx';
import type { EntityFormKit } from '../admin-common/entity-form-dialog.tsx';
import { ChoiceField, SwitchField, TextAreaField, TextField } from '../admin-common/form-fields.tsx';
import type { PromotionFormValues } from './promotion-form.ts';
import { PromotionImageField } from './promotion-image-field.tsx';

const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The fields of §5's promotion form, grouped into details, availability, pricing and settings. */
export function PromotionFormFields({ form, field }: EntityFormKit<PromotionFormValues>) {
  const t = useT().adminPromotions;
  const f = t.fields;
  const image = field('imageUrl');

  return (
    <Stack>
      <Divider label={t.sections.details} labelPosition="left" />
      <SideBySide>
        <BilingualPair field={field} path="title" texts={f} isRequired />
        <BilingualPair field={field} path="description" texts={f} isRequired rows={{ min: 3, max: 8 }} />
      </SideBySide>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChoiceField
          field={field}
          path="department"
          texts={f}
          placeholder={f.choose}
          data={PROMOTION_DEPARTMENTS.map((value) => ({ value, label: t.departments[value] }))}
        />
        <ChoiceField
          field={field}
          path="promotionType"
          texts={f}
          placeholder={f.choose}
          data={PROMOTION_TYPES.map((value) => ({ value, label: t.types[value] }))}
        />
      </SimpleGrid>
      <PromotionImageField
        value={form.values.imageUrl}
        onChange={(url) => form.setFieldValue('imageUrl', url)}
        error={image.error}
      />

      <Divider label={t.sections.schedule} labelPosition="left" mt="xs" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="datetime-local" label={f.availableFrom} withAsterisk {...field('availableFrom')} />
        <TextInput type="datetime-local" label={f.availableTo} withAsterisk {...field('availableTo')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={f.validDays}
          placeholder={form.values.validDays.length ? undefined : f.validDaysPlaceholder}
          data={WEEK_DAYS.map((value) => ({ value, label: t.days[value] }))}
          clearable
          {...field('validDays')}
        />
        <TextField field={field} path="validTimes" texts={f} />
      </SimpleGrid>

      <Divider label={t.sections.pricing} labelPosition="left" mt="xs" />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        <NumberInput
          label={f.originalPrice}
          placeholder={f.pricePlaceholder}
          min={0}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          {...field('originalPrice')}
        />
        <NumberInput
          label={f.promotionalPrice}
          placeholder={f.pricePlaceholder}
          min={0}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          {...field('promotionalPrice')}
        />
        <NumberInput
          label={f.discountPercentage}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...field('discountPercentage')}
        />
        <TextInput
          label={f.currency}
          maxLength={3}
          dir="ltr"
          styles={{ input: { textTransform: 'uppercase' } }}
          {...field('currency')}
        />
        <NumberInput
          label={f.maxRedemptions}
          placeholder={f.maxRedemptionsPlaceholder}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...field('maxRedemptions')}
        />
      </SimpleGrid>

      <Divider label={t.sections.settings} labelPosition="left" mt="xs" />
      <TextAreaField field={field} path="terms" texts={f} minRows={2} maxRows={6} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SwitchField field={field} path="isActive" label={f.isActive} hint={f.isActiveHint} />
        <SwitchField field={field} path="isFeatured" label={f.isFeatured} hint={f.isFeaturedHint} />
      </SimpleGrid>
    </Stack>
  );
}
