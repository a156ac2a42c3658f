import {
  activities,
  aiLearnings,
  bookings,
  count,
  type Db,
  knowledgeTopics,
  restaurants,
  scheduleSlots,
  spaServices,
} from '@marsa/db';

export type DashboardCounts = {
  restaurants: number;
  spaServices: number;
  activities: number;
  knowledgeTopics: number;
  aiLearnings: number;
  schedules: number;
  bookings: number;
};

/** The dashboard's counts, read straight from the tables in one round trip. */
export async function countDashboard(db: Db): Promise<DashboardCounts> {
  const tables = {
    restaurants,
    spaServices,
    activities,
    knowledgeTopics,
    aiLearnings,
    schedules: scheduleSlots,
    bookings,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([key, table]) => {
      const [row] = await db.select({ value: count() }).from(table);
      return [key, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as DashboardCounts;
}
