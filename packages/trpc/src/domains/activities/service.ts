import { activities, asc, type Db, type Tx } from '@marsa/db';

/** Any signed-in caller (the /activities screen): activities by name; isBookable marks those with slots. */
export function listActivities(db: Db | Tx) {
  return db
    .select({
      id: activities.id,
      name: activities.name,
      nameAr: activities.nameAr,
      category: activities.category,
      location: activities.location,
      description: activities.description,
      descriptionAr: activities.descriptionAr,
      schedule: activities.schedule,
      ageGroup: activities.ageGroup,
      capacity: activities.capacity,
      isBookable: activities.isBookable,
      imageUrl: activities.imageUrl,
    })
    .from(activities)
    .orderBy(asc(activities.name));
}
