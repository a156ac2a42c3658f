import { defineAdminEntity } from '../admin-common/use-entity-mutations.ts';

/**
 * Decks in the admin CRUD kit. A failure's title is the §8 text and its body the server's reason
 * (e.g. a deck that still has venues), so the admin knows what to do.
 */
export const deckEntity = defineAdminEntity({
  procedures: (trpc) => trpc.admin.deckMaps,
  toasts: ({ adminDecks: { toast } }) => ({
    create: { success: toast.deckCreated, failure: toast.deckCreateFailed },
    update: { success: toast.deckUpdated, failure: toast.deckUpdateFailed },
    delete: { success: toast.deckDeleted, failure: toast.deckDeleteFailed },
  }),
});

/** Venues in the admin CRUD kit, with the decks' toast shape. */
export const venueEntity = defineAdminEntity({
  procedures: (trpc) => trpc.admin.deckVenues,
  toasts: ({ adminDecks: { toast } }) => ({
    create: { success: toast.venueCreated, failure: toast.venueCreateFailed },
    update: { success: toast.venueUpdated, failure: toast.venueUpdateFailed },
    delete: { success: toast.venueDeleted, failure: toast.venueDeleteFailed },
  }),
});
