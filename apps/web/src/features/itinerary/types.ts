import type { GuestRow } from '../../lib/trpc-types.ts';

export type Port = GuestRow<'itinerary'>;
