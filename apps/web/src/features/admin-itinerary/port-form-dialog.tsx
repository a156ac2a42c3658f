import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { portInputSchema, TIMEZONES } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { BilingualPair, SideBySide } from '../admin-common/bilingual-fields.tsx';
import { type EditDialogProps, EntityFormDialog } from '../admin-common/entity-form-dialog.tsx';
import { ChoiceField, CountInput, TextField } from '../admin-common/form-fields.tsx';
import type { EntityMutations } from '../admin-common/use-entity-mutations.ts';
import type { portEntity } from './port-entity.ts';
import { portFormValues } from './port-form.ts';

type DialogProps = EditDialogProps<AdminRow<'itinerary'>> & {
  suggestedOrder: number;
  mutations: EntityMutations<typeof portEntity>;
};

/** §2/§5 add and edit port dialog; full screen on phones. */
export function PortFormDialog({ suggestedOrder, mutations, ...dialog }: DialogProps) {
  const t = useT().adminItinerary;
  return (
    <EntityFormDialog
      {...dialog}
      name="port"
      texts={t}
      isWide
      schema={portInputSchema}
      initialValues={(port) => portFormValues(port, suggestedOrder)}
      saves={mutations}
    >
      {({ field }) => (
        <>
          <SideBySide>
            <BilingualPair field={field} path="portName" texts={t.fields} isRequired />
            <TextField field={field} path="country" texts={t.fields} isRequired />
          </SideBySide>
          <SideBySide>
            <BilingualPair
              field={field}
              path="description"
              texts={t.fields}
              isRequired
              rows={{ min: 3, max: 8 }}
            />
          </SideBySide>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <TextInput type="date" label={t.fields.arrivalDate} withAsterisk {...field('arrivalDate')} />
            <TextInput type="time" label={t.fields.arrivalTime} withAsterisk {...field('arrivalTime')} />
            <TextInput type="date" label={t.fields.departureDate} withAsterisk {...field('departureDate')} />
            <TextInput type="time" label={t.fields.departureTime} withAsterisk {...field('departureTime')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CountInput label={t.fields.portOrder} allowNegative={false} {...field('portOrder')} />
            <ChoiceField field={field} path="timezone" texts={t.fields} data={[...TIMEZONES]} />
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
