import { Button, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { deckVenueInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { fieldErrorsOf } from '../../lib/notify.tsx';
import { readableDimmed } from '../admin-common/contrast.ts';
import type { DeckMap, DeckVenue } from './types.ts';
import { useVenueMutations } from './use-venue-mutations.ts';
import { toVenueInput, type VenueFormValues, venueFormErrors, venueFormValues } from './venue-form.ts';
import { VenueFormFields } from './venue-form-fields.tsx';

type DialogProps = {
  opened: boolean;
  venue: DeckVenue | null;
  deckMapId: number | null;
  decks: DeckMap[];
  session: number;
  onClose: () => void;
};

const validateBody = schemaResolver(deckVenueInputSchema, { sync: true });

/** Add and edit venue dialogs (§2); full screen on phones. */
export function VenueFormDialog({ opened, venue, deckMapId, decks, session, onClose }: DialogProps) {
  const messages = useT().adminDecks;
  const t = messages.venueForm;
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={venue ? t.editTitle : t.addTitle}
      size="xl"
      radius="lg"
      styles={{ content: readableDimmed }}
      closeButtonProps={{ 'aria-label': messages.close }}
      fullScreen={isPhone}
      data-testid="venue-dialog"
    >
      <VenueForm key={session} venue={venue} deckMapId={deckMapId} decks={decks} onDone={onClose} />
    </Modal>
  );
}

type FormProps = { venue: DeckVenue | null; deckMapId: number | null; decks: DeckMap[]; onDone: () => void };

function VenueForm({ venue, deckMapId, decks, onDone }: FormProps) {
  const messages = useT().adminDecks;
  const { create, update } = useVenueMutations();
  const form = useForm<VenueFormValues>({
    mode: 'uncontrolled',
    initialValues: venueFormValues(venue, deckMapId),
    validate: (values) => venueFormErrors(validateBody(toVenueInput(values))),
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const input = deckVenueInputSchema.parse(toVenueInput(values));
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => form.setErrors(venueFormErrors(fieldErrorsOf(error))),
    };
    if (venue) update.mutate({ ...input, id: venue.id }, callbacks);
    else create.mutate(input, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="venue-form">
      <Stack>
        <VenueFormFields form={form} decks={decks} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {venue ? messages.venueForm.update : messages.venueForm.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
