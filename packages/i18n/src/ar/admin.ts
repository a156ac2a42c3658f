import type { admin as en } from '../en/admin.ts';
import type { Catalog } from '../types.ts';

export const admin: Catalog<typeof en> = {};
