import type { AdminRow } from '../../lib/trpc-types.ts';

export type DeckMap = AdminRow<'deckMaps'>;
export type DeckVenue = AdminRow<'deckVenues'>;
