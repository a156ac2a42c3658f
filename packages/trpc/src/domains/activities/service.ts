import { type ActivityRow, activities, asc, type Db, eq, type Tx } from '@marsa/db';
import { countRows } from '../../shared/count.ts';

/** The columns every reader of an activity starts from: what it is and where, in English and Arabic. */
const described = {
  id: activities.id,
  name: activities.name,
  nameAr: activities.nameAr,
  category: activities.category,
  location: activities.location,
  description: activities.description,
  descriptionAr: activities.descriptionAr,
};

/** Any signed-in caller (the /activities screen): activities by name; isBookable marks those with slots. */
export function listActivities(db: Db | Tx) {
  return db
    .select({
      ...described,
      schedule: activities.schedule,
      ageGroup: activities.ageGroup,
      capacity: activities.capacity,
      isBookable: activities.isBookable,
      imageUrl: activities.imageUrl,
    })
    .from(activities)
    .orderBy(asc(activities.name));
}

/** Admins: every activity, by name (GET /api/admin/activities). */
export function listAllActivities(db: Db): Promise<ActivityRow[]> {
  return db.select().from(activities).orderBy(asc(activities.name), asc(activities.id));
}

/** One activity, or undefined (booking reads what it books through this). */
export async function findActivity(db: Db | Tx, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return row;
}

/** The dashboard's count. */
export const countActivities = (db: Db): Promise<number> => countRows(db, activities);

/** The columns the recommendation engine scores, every activity in id order. */
export function listActivitiesForScoring(db: Db | Tx) {
  return db
    .select({ ...described, ageGroup: activities.ageGroup, imageUrl: activities.imageUrl })
    .from(activities)
    .orderBy(asc(activities.id));
}
