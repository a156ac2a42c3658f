import { Button, Grid, Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DECK_NUMBER_DEFAULT, deckMapInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { fieldErrorsOf } from '../../lib/notify.tsx';
import { readableDimmed } from '../admin-common/contrast.ts';
import { localizedProps, localizerFor } from '../admin-common/localize.ts';
import type { DeckMap } from './types.ts';
import { useDeckMutations } from './use-deck-mutations.ts';

type DeckFormValues = {
  deckNumber: number | string;
  deckName: string;
  description: string;
  imageUrl: string;
  isActive: boolean;
};

type DialogProps = {
  opened: boolean;
  deck: DeckMap | null;
  session: number;
  onClose: () => void;
  onSaved: (deck: DeckMap) => void;
};

/** Add and edit deck dialogs (§2): deckNumber default 1, name, description, image URL, isActive. */
export function DeckFormDialog({ opened, deck, session, onClose, onSaved }: DialogProps) {
  const messages = useT().adminDecks;
  const t = messages.deckForm;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={deck ? t.editTitle : t.addTitle}
      size="lg"
      radius="lg"
      styles={{ content: readableDimmed }}
      closeButtonProps={{ 'aria-label': messages.close }}
      data-testid="deck-dialog"
    >
      <DeckForm key={session} deck={deck} onDone={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function DeckForm({
  deck,
  onDone,
  onSaved,
}: {
  deck: DeckMap | null;
  onDone: () => void;
  onSaved: (deck: DeckMap) => void;
}) {
  const messages = useT().adminDecks;
  const t = messages.deckForm;
  const localize = localizerFor('adminDecks', messages.validation);
  const { create, update } = useDeckMutations();
  const form = useForm<DeckFormValues>({
    mode: 'uncontrolled',
    initialValues: {
      deckNumber: deck?.deckNumber ?? DECK_NUMBER_DEFAULT,
      deckName: deck?.deckName ?? '',
      description: deck?.description ?? '',
      imageUrl: deck?.imageUrl ?? '',
      isActive: deck?.isActive ?? true,
    },
    validate: schemaResolver(deckMapInputSchema, { sync: true }),
  });
  const field = (path: keyof DeckFormValues) => localizedProps(form.getInputProps(path), localize);
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const input = deckMapInputSchema.parse(values);
    const callbacks = {
      onSuccess: (saved: DeckMap) => {
        onSaved(saved);
        onDone();
      },
      onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)),
    };
    if (deck) update.mutate({ ...input, id: deck.id }, callbacks);
    else create.mutate(input, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="deck-form">
      <Stack>
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
              key={form.key('deckNumber')}
              {...field('deckNumber')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <TextInput
              label={t.deckName}
              placeholder={t.deckNamePlaceholder}
              dir="auto"
              withAsterisk
              key={form.key('deckName')}
              {...field('deckName')}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label={t.description}
          placeholder={t.descriptionPlaceholder}
          dir="auto"
          autosize
          minRows={2}
          maxRows={6}
          key={form.key('description')}
          {...field('description')}
        />
        <TextInput
          label={t.imageUrl}
          placeholder={t.imageUrlPlaceholder}
          dir="ltr"
          key={form.key('imageUrl')}
          {...field('imageUrl')}
        />
        <Switch
          label={t.isActive}
          description={t.isActiveHint}
          key={form.key('isActive')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {deck ? t.update : t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
