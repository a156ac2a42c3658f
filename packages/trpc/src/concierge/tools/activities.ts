import { tool } from 'ai';
import { z } from 'zod';
import { listActivities } from '../../domains/activities/service.ts';
import { activityBookable } from '../../domains/bookings/bookable.ts';
import { listFreeSlotsByService } from '../../domains/bookings/slots.ts';
import { isoDay, type ToolContext } from './context.ts';
import { dateInput, freeTimesOf } from './inputs.ts';
import type { ActivitiesResult } from './types.ts';

/** Onboard activities, their schedules and, for bookable ones, the free session times on a date. */
export const activitiesTool = (ctx: ToolContext) =>
  tool({
    description:
      'List onboard activities with location, schedule, age group and, for bookable ones, the free session times on a date (default today).',
    inputSchema: z.object({ date: dateInput }),
    execute: async ({ date }): Promise<ActivitiesResult> => {
      const day = date ?? isoDay(ctx.now);
      const rows = await listActivities(ctx.db);
      const free = await listFreeSlotsByService(ctx.db, rows.map(activityBookable), 'activity', day);
      return {
        date: day,
        activities: rows.map((row) => ({
          id: row.id,
          name: row.name,
          nameAr: row.nameAr,
          category: row.category,
          location: row.location,
          description: row.description,
          descriptionAr: row.descriptionAr,
          schedule: row.schedule,
          ageGroup: row.ageGroup,
          isBookable: row.isBookable,
          imageUrl: row.imageUrl,
          freeTimes: freeTimesOf(free.get(row.id)),
        })),
      };
    },
  });
