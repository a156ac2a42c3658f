import type { Db } from '@marsa/db';
import { countActivities } from '../activities/service.ts';
import { countBookings, countScheduleSlots } from '../bookings/admin-list.ts';
import { countKnowledgeTopics } from '../knowledge/count.ts';
import { countAiLearnings } from '../learnings/admin-service.ts';
import { countRestaurants } from '../restaurants/service.ts';
import { countSpaServices } from '../spa/service.ts';

export type DashboardCounts = {
  restaurants: number;
  spaServices: number;
  activities: number;
  knowledgeTopics: number;
  aiLearnings: number;
  schedules: number;
  bookings: number;
};

/** The dashboard's counts, each from the family that owns the table, in parallel. */
export async function countDashboard(db: Db): Promise<DashboardCounts> {
  const [restaurants, spaServices, activities, knowledgeTopics, aiLearnings, schedules, bookings] =
    await Promise.all([
      countRestaurants(db),
      countSpaServices(db),
      countActivities(db),
      countKnowledgeTopics(db),
      countAiLearnings(db),
      countScheduleSlots(db),
      countBookings(db),
    ]);
  return { restaurants, spaServices, activities, knowledgeTopics, aiLearnings, schedules, bookings };
}
