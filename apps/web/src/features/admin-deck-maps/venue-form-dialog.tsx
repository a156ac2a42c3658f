import { deckVenueInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { type EditDialogProps, EntityFormDialog } from '../admin-common/entity-form-dialog.tsx';
import { useEntityMutations } from '../admin-common/use-entity-mutations.ts';
import { venueEntity } from './deck-entities.ts';
import type { DeckMap, DeckVenue } from './types.ts';
import { toVenueInput, venueFormErrors, venueFormValues } from './venue-form.ts';
import { VenueFormFields } from './venue-form-fields.tsx';

type DialogProps = EditDialogProps<DeckVenue> & { deckMapId: number | null; decks: DeckMap[] };

/** Add and edit venue dialogs (§2); full screen on phones. */
export function VenueFormDialog({ deckMapId, decks, ...dialog }: DialogProps) {
  const messages = useT().adminDecks;
  const saves = useEntityMutations(venueEntity);
  return (
    <EntityFormDialog
      {...dialog}
      name="venue"
      texts={{ ...messages.venueForm, cancel: messages.cancel, close: messages.close }}
      isWide
      schema={deckVenueInputSchema}
      initialValues={(venue) => venueFormValues(venue, deckMapId)}
      toBody={toVenueInput}
      toFieldErrors={venueFormErrors}
      saves={saves}
    >
      {(kit) => <VenueFormFields {...kit} decks={decks} />}
    </EntityFormDialog>
  );
}
