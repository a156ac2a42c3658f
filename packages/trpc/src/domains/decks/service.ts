import { and, asc, type Db, deckMaps, deckVenues, eq, ilike, or, type Tx } from '@marsa/db';

/** Any signed-in caller (guest deck maps, concierge venue lookup): active decks by deck number. */
export function listActiveDecks(db: Db | Tx) {
  return db
    .select({
      id: deckMaps.id,
      deckNumber: deckMaps.deckNumber,
      deckName: deckMaps.deckName,
      description: deckMaps.description,
      imageUrl: deckMaps.imageUrl,
      isActive: deckMaps.isActive,
    })
    .from(deckMaps)
    .where(eq(deckMaps.isActive, true))
    .orderBy(asc(deckMaps.deckNumber));
}

/** Guests see a venue only while both it and its deck are active (and it passes `also`, when given). */
const activeVenueOnActiveDeck = (also?: Parameters<typeof and>[number]) =>
  and(eq(deckVenues.isActive, true), eq(deckMaps.isActive, true), also);

/** Any signed-in caller: active venues on active decks, optionally one deck's, by deck number then name. */
export async function listActiveVenues(db: Db | Tx, deckMapId?: number) {
  const rows = await db
    .select({ venue: deckVenues })
    .from(deckVenues)
    .innerJoin(deckMaps, eq(deckMaps.id, deckVenues.deckMapId))
    .where(activeVenueOnActiveDeck(deckMapId === undefined ? undefined : eq(deckVenues.deckMapId, deckMapId)))
    .orderBy(asc(deckMaps.deckNumber), asc(deckVenues.name), asc(deckVenues.id));
  return rows.map(({ venue: { createdAt: _created, updatedAt: _updated, ...venue } }) => venue);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The venue's English or Arabic name matches the pattern. */
const nameLike = (pattern: string) => or(ilike(deckVenues.name, pattern), ilike(deckVenues.nameAr, pattern));

/**
 * Active venues of active decks with their deck's number and name, optionally those whose English or
 * Arabic name contains `name`, by deck number then venue name (the concierge's venue lookup).
 */
export function listActiveVenuesWithDecks(db: Db | Tx, name?: string) {
  return db
    .select({ venue: deckVenues, deckNumber: deckMaps.deckNumber, deckName: deckMaps.deckName })
    .from(deckVenues)
    .innerJoin(deckMaps, eq(deckMaps.id, deckVenues.deckMapId))
    .where(activeVenueOnActiveDeck(name?.trim() ? nameLike(`%${escapeLike(name.trim())}%`) : undefined))
    .orderBy(asc(deckMaps.deckNumber), asc(deckVenues.name));
}

/**
 * Any signed-in caller: the active venue (on an active deck) named exactly `name` in English, with
 * its deck's number and name; undefined when there is none.
 */
export async function findActiveVenueNamed(db: Db | Tx, name: string) {
  const [row] = await db
    .select({ venue: deckVenues, deckNumber: deckMaps.deckNumber, deckName: deckMaps.deckName })
    .from(deckVenues)
    .innerJoin(deckMaps, eq(deckMaps.id, deckVenues.deckMapId))
    .where(activeVenueOnActiveDeck(eq(deckVenues.name, name)))
    .orderBy(asc(deckVenues.id))
    .limit(1);
  return row;
}
