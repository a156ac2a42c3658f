import { count, type Db } from '@marsa/db';

type Table = Parameters<ReturnType<Db['select']>['from']>[0];

/** How many rows a table holds (each family counts its own tables with it, for the dashboard). */
export async function countRows(db: Db, table: Table): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}
