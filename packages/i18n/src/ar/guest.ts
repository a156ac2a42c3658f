import type { guest as en } from '../en/guest.ts';
import type { Catalog } from '../types.ts';

export const guest: Catalog<typeof en> = {};
