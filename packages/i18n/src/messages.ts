import type { en } from './en/index.ts';
import type { Catalog } from './types.ts';

/** The shape every language must provide: English's keys, any strings. */
export type Messages = Catalog<typeof en>;
