import { and, type Db, inArray, searchDocuments, type Tx } from '@marsa/db';
import type { SourceKind } from '@marsa/db/constants';

/** A record of the ship by its kind and id (a message's source, a booking's service). */
export type RecordRef = { kind: SourceKind; id: number };
/** A record's name (a topic's question) in English and, when it has one, Arabic. */
export type RecordTitle = { title: string; titleAr: string | null };

export const recordKey = (kind: SourceKind, id: number) => `${kind}:${id}`;

/**
 * The names of records, in both languages, as the ship's search keeps them (one row per record,
 * kept by the triggers from the records themselves, so a name edited later is read as it is now):
 * the one place a reply, a booking list or a source chip finds a record's Arabic name by its kind
 * and id. Records the search does not hold (a closed venue, an ended offer) are absent.
 */
export async function recordTitles(
  db: Db | Tx,
  refs: readonly RecordRef[],
): Promise<Map<string, RecordTitle>> {
  const found = new Map<string, RecordTitle>();
  const kinds = [...new Set(refs.map((ref) => ref.kind))];
  const ids = [...new Set(refs.map((ref) => ref.id))];
  if (!kinds.length) return found;
  const wanted = new Set(refs.map((ref) => recordKey(ref.kind, ref.id)));
  const rows = await db
    .select({
      kind: searchDocuments.kind,
      id: searchDocuments.refId,
      title: searchDocuments.title,
      titleAr: searchDocuments.titleAr,
    })
    .from(searchDocuments)
    .where(and(inArray(searchDocuments.kind, kinds), inArray(searchDocuments.refId, ids)));
  for (const row of rows) {
    const key = recordKey(row.kind, row.id);
    if (wanted.has(key)) found.set(key, { title: row.title, titleAr: row.titleAr });
  }
  return found;
}

/** One record's Arabic name, or null when it has none (or the search does not hold it). */
export async function arabicTitle(db: Db | Tx, ref: RecordRef): Promise<string | null> {
  return (await recordTitles(db, [ref])).get(recordKey(ref.kind, ref.id))?.titleAr ?? null;
}
