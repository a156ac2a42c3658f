import { ACTIVITY_OPTIONS } from '@marsa/trpc/schemas';

export const ALL = 'all';

type ActivityLike = { category: string; isBookable: boolean; capacity: number | null };

const order = (category: string) => {
  const index = (ACTIVITY_OPTIONS as readonly string[]).indexOf(category);
  return index === -1 ? ACTIVITY_OPTIONS.length : index;
};

/** The distinct categories of the activities, in the preference form's order (unknown ones last). */
export function activityCategories(activities: readonly Pick<ActivityLike, 'category'>[]): string[] {
  return [...new Set(activities.map((activity) => activity.category))].sort(
    (a, b) => order(a) - order(b) || a.localeCompare(b),
  );
}

export function filterByCategory<A extends Pick<ActivityLike, 'category'>>(
  activities: readonly A[],
  category: string,
): A[] {
  return category === ALL ? [...activities] : activities.filter((activity) => activity.category === category);
}

/** Activities with sessions to book: marked bookable and with room for someone. */
export function canBook(activity: Pick<ActivityLike, 'isBookable' | 'capacity'>): boolean {
  return activity.isBookable && (activity.capacity ?? 0) > 0;
}
