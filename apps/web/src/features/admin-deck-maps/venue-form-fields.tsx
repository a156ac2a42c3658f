import { NumberInput, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { VENUE_CATEGORIES, VENUE_POSITION_MAX, VENUE_POSITION_MIN } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { BilingualPair, SideBySide } from '../admin-common/bilingual-fields.tsx';
import type { EntityFormKit } from '../admin-common/entity-form-dialog.tsx';
import { ChoiceField, SwitchField, TextField } from '../admin-common/form-fields.tsx';
import { RelatedServiceSelect } from './related-service-select.tsx';
import type { DeckMap } from './types.ts';
import type { VenueFormValues } from './venue-form.ts';

type FieldsProps = EntityFormKit<VenueFormValues> & { decks: DeckMap[] };

/** Every venue field of §3/§7; positions 0..100 (§5). */
export function VenueFormFields({ field, decks }: FieldsProps) {
  const texts = useT();
  const messages = texts.adminDecks;
  const t = messages.venueForm;
  const position = {
    min: VENUE_POSITION_MIN,
    max: VENUE_POSITION_MAX,
    decimalScale: 1,
    allowNegative: false,
    clampBehavior: 'none',
  } as const;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BilingualPair field={field} path="name" texts={t} isRequired />
        <Select
          label={t.deck}
          withAsterisk
          allowDeselect={false}
          searchable
          data={decks.map((deck) => ({
            value: String(deck.id),
            label: `${interpolate(messages.deckLabel, { number: deck.deckNumber })} · ${deck.deckName}`,
          }))}
          {...field('deckMapId')}
        />
        <ChoiceField
          field={field}
          path="category"
          texts={t}
          data={VENUE_CATEGORIES.map((value) => ({ value, label: texts.deckMaps.categories[value] }))}
        />
        <TextField field={field} path="subcategory" texts={t} />
      </SimpleGrid>
      <SideBySide>
        <BilingualPair field={field} path="description" texts={t} rows={{ min: 2, max: 6 }} />
      </SideBySide>
      <TextInput
        label={t.imageUrl}
        placeholder={t.imageUrlPlaceholder}
        description={t.imageUrlHint}
        dir="ltr"
        {...field('imageUrl')}
      />
      <Stack gap={4}>
        <SimpleGrid cols={{ base: 2 }}>
          <NumberInput label={t.xPosition} {...position} {...field('xPosition')} />
          <NumberInput label={t.yPosition} {...position} {...field('yPosition')} />
        </SimpleGrid>
        <Text size="xs" c="gray.7">
          {t.positionHint}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField field={field} path="operatingHours" texts={t} />
        <TextField field={field} path="contactInfo" texts={t} />
      </SimpleGrid>
      <TagsInput label={t.amenities} placeholder={t.amenitiesPlaceholder} clearable {...field('amenities')} />
      <RelatedServiceSelect
        label={t.relatedService}
        description={t.relatedServiceHint}
        {...field('relatedService')}
      />
      <SwitchField field={field} path="isActive" label={t.isActive} hint={t.isActiveHint} />
    </Stack>
  );
}
