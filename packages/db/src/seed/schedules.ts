import { SCHEDULE_CAPACITY } from '../constants.ts';
import type {
  ActivityRow,
  RestaurantRow,
  ScheduleSlotRow,
  SpaServiceRow,
  scheduleSlots,
} from '../schema/index.ts';
import { activitySlotTimes } from './activities.ts';
import { hourlyTimes, isoDateAfter } from './dates.ts';

export type NewScheduleSlot = typeof scheduleSlots.$inferInsert;

/** Bookable days seeded from today on. */
export const SCHEDULE_DAYS = 7;

/** A restaurant's last seating starts an hour before it closes. */
const SEATING_MINUTES = 60;

export type ScheduledServices = {
  restaurants: Pick<RestaurantRow, 'id' | 'openingTime' | 'closingTime'>[];
  spaServices: Pick<SpaServiceRow, 'id' | 'startTime' | 'endTime' | 'duration'>[];
  activities: Pick<ActivityRow, 'id' | 'name' | 'isBookable' | 'capacity'>[];
};

type DailySlot = Pick<ScheduleSlotRow, 'serviceType' | 'serviceId' | 'time' | 'totalCapacity'>;

function dailySlots({ restaurants, spaServices, activities }: ScheduledServices): DailySlot[] {
  const slots: DailySlot[] = [];
  for (const restaurant of restaurants) {
    for (const time of hourlyTimes(restaurant.openingTime, restaurant.closingTime, SEATING_MINUTES)) {
      slots.push({
        serviceType: 'restaurant',
        serviceId: restaurant.id,
        time,
        totalCapacity: SCHEDULE_CAPACITY.restaurant,
      });
    }
  }
  for (const service of spaServices) {
    for (const time of hourlyTimes(service.startTime, service.endTime, service.duration)) {
      slots.push({ serviceType: 'spa', serviceId: service.id, time, totalCapacity: SCHEDULE_CAPACITY.spa });
    }
  }
  for (const activity of activities) {
    if (!activity.isBookable || !activity.capacity) continue;
    const times = activitySlotTimes[activity.name];
    if (!times) throw new Error(`Bookable activity ${activity.name} has no session times`);
    for (const time of times) {
      slots.push({ serviceType: 'activity', serviceId: activity.id, time, totalCapacity: activity.capacity });
    }
  }
  return slots;
}

/** Free slots for every restaurant, spa service and bookable activity on each of the next SCHEDULE_DAYS days. */
export function buildScheduleSlots(today: Date, services: ScheduledServices): NewScheduleSlot[] {
  const perDay = dailySlots(services);
  return Array.from({ length: SCHEDULE_DAYS }, (_, day) => isoDateAfter(today, day)).flatMap((date) =>
    perDay.map((slot) => ({ ...slot, date, availableSpots: slot.totalCapacity })),
  );
}
