import type { GuestRow, RouterOutputs } from '../../lib/trpc-types.ts';

export type Deck = GuestRow<'decks'>;
export type Venue = RouterOutputs['guest']['decks']['venues'][number];
