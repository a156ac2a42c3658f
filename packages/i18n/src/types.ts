/** Turns a catalog's literal strings into plain strings, keeping its shape: the Arabic catalog must match it key for key. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
