import { NumberInput, Select, SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core';
import { portInputSchema, TIMEZONES } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { ArabicTextarea, ArabicTextInput, SideBySide } from '../admin-common/bilingual-fields.tsx';
import { type EditDialogProps, EntityFormDialog } from '../admin-common/entity-form-dialog.tsx';
import type { EntityMutations } from '../admin-common/use-entity-mutations.ts';
import type { portEntity } from './port-entity.ts';
import { portFormValues } from './port-form.ts';

type DialogProps = EditDialogProps<AdminRow<'itinerary'>> & {
  suggestedOrder: number;
  mutations: EntityMutations<typeof portEntity>;
};

/** §2/§5 add and edit port dialog; full screen on phones. */
export function PortFormDialog({ suggestedOrder, mutations, ...dialog }: DialogProps) {
  const texts = useT();
  const t = texts.adminItinerary;
  const ar = texts.admin.bilingual;
  return (
    <EntityFormDialog
      {...dialog}
      name="port"
      texts={t}
      isWide
      namespace="adminItinerary"
      schema={portInputSchema}
      initialValues={(port) => portFormValues(port, suggestedOrder)}
      create={mutations.create}
      update={mutations.update}
    >
      {({ field }) => (
        <>
          <SideBySide>
            <TextInput
              label={t.fields.portName}
              placeholder={t.fields.portNamePlaceholder}
              dir="auto"
              withAsterisk
              {...field('portName')}
            />
            <ArabicTextInput label={ar.portNameAr} {...field('portNameAr')} />
            <TextInput
              label={t.fields.country}
              placeholder={t.fields.countryPlaceholder}
              dir="auto"
              withAsterisk
              {...field('country')}
            />
          </SideBySide>
          <SideBySide>
            <Textarea
              label={t.fields.description}
              placeholder={t.fields.descriptionPlaceholder}
              dir="auto"
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              {...field('description')}
            />
            <ArabicTextarea label={ar.descriptionAr} {...field('descriptionAr')} />
          </SideBySide>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <TextInput type="date" label={t.fields.arrivalDate} withAsterisk {...field('arrivalDate')} />
            <TextInput type="time" label={t.fields.arrivalTime} withAsterisk {...field('arrivalTime')} />
            <TextInput type="date" label={t.fields.departureDate} withAsterisk {...field('departureDate')} />
            <TextInput type="time" label={t.fields.departureTime} withAsterisk {...field('departureTime')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t.fields.portOrder}
              withAsterisk
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...field('portOrder')}
            />
            <Select
              label={t.fields.timezone}
              placeholder={t.fields.timezonePlaceholder}
              withAsterisk
              allowDeselect={false}
              data={[...TIMEZONES]}
              {...field('timezone')}
            />
          </SimpleGrid>
          <TagsInput
            label={t.fields.activities}
            placeholder={t.fields.tagsPlaceholder}
            clearable
            {...field('activities')}
          />
          <TagsInput
            label={t.fields.highlights}
            placeholder={t.fields.tagsPlaceholder}
            clearable
            {...field('highlights')}
          />
          <TextInput
            label={t.fields.imageUrl}
            placeholder={t.fields.imageUrlPlaceholder}
            description={t.fields.imageUrlHint}
            dir="ltr"
            {...field('imageUrl')}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
