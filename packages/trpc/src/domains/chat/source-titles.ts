import type { Db, Tx } from '@marsa/db';
import type { MessageSource } from '@marsa/db/constants';
import { bookedServicesByIds } from '../bookings/service.ts';
import { menuItemById } from '../departments/room-service/menu.ts';
import { bookedExcursionsByIds } from '../excursions/service.ts';
import { type RecordRef, recordKey, recordTitles } from '../search/titles.ts';

/** A message's source as clients see it: its stored English title and the record's Arabic one. */
export type ShownSource = MessageSource & { titleAr: string | null };

/**
 * What a 'booking' source names: the guest's own service booking or excursion booking of that id
 * (the two share the kind, so the stored title tells them apart), as the record it is of.
 */
async function bookedRecords(
  db: Db | Tx,
  userId: number,
  sources: readonly MessageSource[],
): Promise<Map<string, RecordRef>> {
  const ids = [...new Set(sources.filter((s) => s.kind === 'booking').map((s) => s.id))];
  const records = new Map<string, RecordRef>();
  if (!ids.length) return records;
  const [services, excursions] = await Promise.all([
    bookedServicesByIds(db, userId, ids),
    bookedExcursionsByIds(db, userId, ids),
  ]);
  for (const row of excursions) records.set(`${row.id}`, { kind: 'excursion', id: row.shoreExcursionId });
  for (const row of services)
    records.set(`${row.id}:${row.serviceName}`, { kind: row.type, id: row.serviceId });
  return records;
}

/**
 * The messages' sources with each record's Arabic title, read now from the records (so a reader
 * who switches language, or a name staff edit later, shows the record's current Arabic name);
 * null where the record has none or is gone, and the chip shows the stored English title.
 */
export async function withSourceTitles<M extends { sources: MessageSource[] }>(
  db: Db | Tx,
  userId: number,
  messages: readonly M[],
): Promise<(Omit<M, 'sources'> & { sources: ShownSource[] })[]> {
  const all = messages.flatMap((message) => message.sources);
  if (!all.length) return messages.map((message) => ({ ...message, sources: [] }));
  const booked = await bookedRecords(db, userId, all);
  const recordOf = (source: MessageSource): RecordRef | undefined =>
    source.kind === 'booking'
      ? (booked.get(`${source.id}:${source.title}`) ?? booked.get(`${source.id}`))
      : { kind: source.kind, id: source.id };
  const refs = all.map(recordOf).filter((ref): ref is RecordRef => ref !== undefined);
  const titles = await recordTitles(db, refs);
  return messages.map((message) => ({
    ...message,
    sources: message.sources.map((source) => {
      // A room-service dish is menu data, not a searched record: its Arabic name is the menu's.
      if (source.kind === 'menu') return { ...source, titleAr: menuItemById(source.id)?.nameAr ?? null };
      const ref = recordOf(source);
      return { ...source, titleAr: ref ? (titles.get(recordKey(ref.kind, ref.id))?.titleAr ?? null) : null };
    }),
  }));
}
