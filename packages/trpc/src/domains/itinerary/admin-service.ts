import { type Db, eq, type ItineraryPortRow, itineraryPorts } from '@marsa/db';
import { notFound } from '../../errors.ts';
import type { PortUpdate, PortValues } from './schema.ts';

/** Admins: adds a port of call. */
export async function createPort(db: Db, values: PortValues): Promise<ItineraryPortRow> {
  const [row] = await db.insert(itineraryPorts).values(values).returning();
  if (!row) throw new Error('port insert returned no row');
  return row;
}

/** Admins: replaces a port; unknown id 404. */
export async function updatePort(db: Db, { id, ...values }: PortUpdate): Promise<ItineraryPortRow> {
  const [row] = await db.update(itineraryPorts).set(values).where(eq(itineraryPorts.id, id)).returning();
  if (!row) throw notFound('port.not_found');
  return row;
}

/** Admins: removes a port; excursions that pointed to it keep existing with no port (FK set null). */
export async function deletePort(db: Db, id: number): Promise<{ success: true }> {
  const rows = await db
    .delete(itineraryPorts)
    .where(eq(itineraryPorts.id, id))
    .returning({ id: itineraryPorts.id });
  if (rows.length === 0) throw notFound('port.not_found');
  return { success: true };
}
