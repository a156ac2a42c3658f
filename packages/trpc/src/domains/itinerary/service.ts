import { asc, type Db, itineraryPorts } from '@marsa/db';

/** Ports in sailing order (portOrder 1..N). */
export function listPorts(db: Db) {
  return db.select().from(itineraryPorts).orderBy(asc(itineraryPorts.portOrder), asc(itineraryPorts.id));
}
