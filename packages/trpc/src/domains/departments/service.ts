import { and, asc, type Db, type DepartmentRow, departments, eq, type Tx } from '@marsa/db';
import type { DepartmentCategory } from '@marsa/db/constants';
import { notFound } from '../../errors.ts';
import { withUniqueField } from '../../shared/unique.ts';
import type { DepartmentUpdate, DepartmentValues } from './schema.ts';

/** Admins: the notification departments, by name. */
export function listDepartments(db: Db): Promise<DepartmentRow[]> {
  return db.select().from(departments).orderBy(asc(departments.name));
}

/**
 * The concierge: the names of the active departments of `category` ('Marsa Spa' runs the spa), in
 * creation order; a venue of that name is where the department's offerings are.
 */
export async function listActiveDepartmentNames(
  db: Db | Tx,
  category: DepartmentCategory,
): Promise<string[]> {
  const rows = await db
    .select({ name: departments.name })
    .from(departments)
    .where(and(eq(departments.category, category), eq(departments.isActive, true)))
    .orderBy(asc(departments.id));
  return rows.map((row) => row.name);
}

/** Admins: adds a department; a taken name is 409 with a field error on `name`. */
export async function createDepartment(db: Db, values: DepartmentValues): Promise<DepartmentRow> {
  const [row] = await withUniqueField(
    () => db.insert(departments).values(values).returning(),
    'name',
    'department.name_taken',
  );
  if (!row) throw new Error('department insert returned no row');
  return row;
}

/** Admins: replaces a department; unknown id 404, taken name 409. */
export async function updateDepartment(db: Db, { id, ...values }: DepartmentUpdate): Promise<DepartmentRow> {
  const [row] = await withUniqueField(
    () => db.update(departments).set(values).where(eq(departments.id, id)).returning(),
    'name',
    'department.name_taken',
  );
  if (!row) throw notFound('department.not_found');
  return row;
}

/** Admins: removes a department (nothing references departments by key); unknown id 404. */
export async function deleteDepartment(db: Db, id: number): Promise<{ success: true }> {
  const rows = await db.delete(departments).where(eq(departments.id, id)).returning({ id: departments.id });
  if (rows.length === 0) throw notFound('department.not_found');
  return { success: true };
}
