import type { AdminRow } from '../../lib/trpc-types.ts';

export type Restaurant = AdminRow<'restaurants'>;
export type SpaService = AdminRow<'spa'>;
export type ServiceKind = 'restaurant' | 'spa';
