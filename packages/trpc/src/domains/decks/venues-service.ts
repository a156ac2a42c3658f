import { asc, type Db, type DeckVenueRow, deckMaps, deckVenues, eq } from '@marsa/db';
import { AppError, isForeignKeyViolation, notFound } from '../../errors.ts';
import type { DeckVenueUpdate, DeckVenueValues } from './venues-schema.ts';

const deckNotFound = () => new AppError('NOT_FOUND', 'deck.not_found', {}, { field: 'deckMapId' });

/** Admins: every venue (active or not), by deck number, then name. */
export async function listDeckVenues(db: Db): Promise<DeckVenueRow[]> {
  const rows = await db
    .select({ venue: deckVenues })
    .from(deckVenues)
    .innerJoin(deckMaps, eq(deckMaps.id, deckVenues.deckMapId))
    .orderBy(asc(deckMaps.deckNumber), asc(deckVenues.name), asc(deckVenues.id));
  return rows.map((row) => row.venue);
}

/** Admins: adds a venue to a deck; an unknown deck is 404 with a field error on `deckMapId`. */
export async function createDeckVenue(db: Db, values: DeckVenueValues): Promise<DeckVenueRow> {
  const [row] = await withKnownDeck(() => db.insert(deckVenues).values(values).returning());
  if (!row) throw new Error('venue insert returned no row');
  return row;
}

/** Admins: replaces a venue (also to move it to another deck); unknown venue or deck 404. */
export async function updateDeckVenue(db: Db, { id, ...values }: DeckVenueUpdate): Promise<DeckVenueRow> {
  const [row] = await withKnownDeck(() =>
    db.update(deckVenues).set(values).where(eq(deckVenues.id, id)).returning(),
  );
  if (!row) throw notFound('venue.not_found');
  return row;
}

/** Admins: removes a venue; unknown id 404. */
export async function deleteDeckVenue(db: Db, id: number): Promise<{ success: true }> {
  const rows = await db.delete(deckVenues).where(eq(deckVenues.id, id)).returning({ id: deckVenues.id });
  if (rows.length === 0) throw notFound('venue.not_found');
  return { success: true };
}

// The foreign key is the one check of the deck, so there is no window between a check and the write.
async function withKnownDeck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw deckNotFound();
    throw error;
  }
}
