/** A saved row as a form's starting point: any of the form's fields, possibly null (not written yet). */
export type SavedFields<T> = { [K in keyof T]?: T[K] | null };

/**
 * A form's starting values (§4: editing pre-fills the form): each field the saved item has,
 * else the field's default ('' for text the staff have not written). A new item starts from the
 * defaults.
 */
export function startingValues<T extends Record<string, unknown>>(
  item: SavedFields<T> | null,
  defaults: T,
): T {
  const values = { ...defaults };
  if (!item) return values;
  for (const key of Object.keys(defaults) as (keyof T)[]) values[key] = item[key] ?? defaults[key];
  return values;
}
