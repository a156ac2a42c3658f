import type { GuestRow } from '../../lib/trpc-types.ts';

export type Activity = GuestRow<'activities'>;
