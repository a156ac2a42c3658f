import { asc, count, type Db, type DeckMapRow, deckMaps, deckVenues, eq } from '@marsa/db';
import { conflict, isForeignKeyViolation, notFound } from '../../errors.ts';
import { withUniqueField } from '../../shared/unique.ts';
import type { DeckMapUpdate, DeckMapValues } from './maps-schema.ts';

/** Admins: every deck (active or not), by deck number. */
export function listDeckMaps(db: Db): Promise<DeckMapRow[]> {
  return db.select().from(deckMaps).orderBy(asc(deckMaps.deckNumber));
}

/** Admins: adds a deck; a deck number in use is 409 with a field error on `deckNumber`. */
export async function createDeckMap(db: Db, values: DeckMapValues): Promise<DeckMapRow> {
  const [row] = await withUniqueField(
    () => db.insert(deckMaps).values(values).returning(),
    'deckNumber',
    'deck.number_taken',
    { deckNumber: values.deckNumber },
  );
  if (!row) throw new Error('deck insert returned no row');
  return row;
}

/** Admins: replaces a deck; unknown id 404, deck number in use 409. */
export async function updateDeckMap(db: Db, { id, ...values }: DeckMapUpdate): Promise<DeckMapRow> {
  const [row] = await withUniqueField(
    () => db.update(deckMaps).set(values).where(eq(deckMaps.id, id)).returning(),
    'deckNumber',
    'deck.number_taken',
    { deckNumber: values.deckNumber },
  );
  if (!row) throw notFound('deck.not_found');
  return row;
}

/**
 * Admins: removes an empty deck. A deck that still has venues is refused with 409 rather than
 * taking its venues with it (the FK restricts it too, for a venue added concurrently).
 */
export async function deleteDeckMap(db: Db, id: number): Promise<{ success: true }> {
  try {
    return await db.transaction(async (tx) => {
      const [venues] = await tx
        .select({ value: count() })
        .from(deckVenues)
        .where(eq(deckVenues.deckMapId, id));
      if ((venues?.value ?? 0) > 0) throw conflict('deck.has_venues');
      const rows = await tx.delete(deckMaps).where(eq(deckMaps.id, id)).returning({ id: deckMaps.id });
      if (rows.length === 0) throw notFound('deck.not_found');
      return { success: true as const };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('deck.has_venues');
    throw error;
  }
}
