import { and, type Db, type DepartmentRow, departments, eq, type Tx } from '@marsa/db';
import type { DepartmentCategory } from '@marsa/db/constants';

export type Recipient = Pick<DepartmentRow, 'id' | 'name' | 'email'>;

/**
 * Who is told about an event of `category`: every active department of that category, else every
 * active 'general' department; one per email address.
 */
export async function findRecipients(db: Db | Tx, category: DepartmentCategory): Promise<Recipient[]> {
  const active = (of: DepartmentCategory) =>
    db
      .select({ id: departments.id, name: departments.name, email: departments.email })
      .from(departments)
      .where(and(eq(departments.category, of), eq(departments.isActive, true)))
      .orderBy(departments.id);
  let rows = await active(category);
  if (rows.length === 0 && category !== 'general') rows = await active('general');
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = row.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
