import { asc, type Db, eq, type ItineraryPortRow, itineraryPorts, type Tx } from '@marsa/db';

/** Ports in sailing order (portOrder 1..N). */
export function listPorts(db: Db | Tx) {
  return db.select().from(itineraryPorts).orderBy(asc(itineraryPorts.portOrder), asc(itineraryPorts.id));
}

/** One port, or undefined (an excursion's departure date is its port's arrival date). */
export async function findPort(db: Db | Tx, id: number): Promise<ItineraryPortRow | undefined> {
  const [row] = await db.select().from(itineraryPorts).where(eq(itineraryPorts.id, id));
  return row;
}
