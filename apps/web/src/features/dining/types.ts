import type { GuestRow } from '../../lib/trpc-types.ts';

export type Restaurant = GuestRow<'dining'>;
