import { Grid, NumberInput, TextInput } from '@mantine/core';
import { DECK_NUMBER_DEFAULT, deckMapInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { type EditDialogProps, EntityFormDialog } from '../admin-common/entity-form-dialog.tsx';
import { SwitchField, TextAreaField, TextField } from '../admin-common/form-fields.tsx';
import { startingValues } from '../admin-common/starting-values.ts';
import type { EntityMutations } from '../admin-common/use-entity-mutations.ts';
import type { deckEntity } from './deck-entities.ts';
import type { DeckMap } from './types.ts';

type DialogProps = EditDialogProps<DeckMap> & {
  mutations: EntityMutations<typeof deckEntity>;
  onSaved: (deck: DeckMap) => void;
};

type DeckFormValues = {
  deckNumber: number | string;
  deckName: string;
  description: string;
  imageUrl: string;
  isActive: boolean;
};

const formValues = (deck: DeckMap | null) =>
  startingValues<DeckFormValues>(deck, {
    deckNumber: DECK_NUMBER_DEFAULT,
    deckName: '',
    description: '',
    imageUrl: '',
    isActive: true,
  });

/** Add and edit deck dialogs (§2): deckNumber default 1, name, description, image URL, isActive. */
export function DeckFormDialog({ mutations, onSaved, ...dialog }: DialogProps) {
  const messages = useT().adminDecks;
  const t = messages.deckForm;
  return (
    <EntityFormDialog
      {...dialog}
      name="deck"
      texts={{ ...t, cancel: messages.cancel, close: messages.close }}
      schema={deckMapInputSchema}
      initialValues={formValues}
      saves={mutations}
      onSaved={onSaved}
    >
      {({ field }) => (
        <>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <NumberInput
                label={t.deckNumber}
                withAsterisk
                min={1}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...field('deckNumber')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 8 }}>
              <TextField field={field} path="deckName" texts={t} isRequired />
            </Grid.Col>
          </Grid>
          <TextAreaField field={field} path="description" texts={t} minRows={2} maxRows={6} />
          <TextInput
            label={t.imageUrl}
            placeholder={t.imageUrlPlaceholder}
            dir="ltr"
            {...field('imageUrl')}
          />
          <SwitchField field={field} path="isActive" label={t.isActive} hint={t.isActiveHint} />
        </>
      )}
    </EntityFormDialog>
  );
}
