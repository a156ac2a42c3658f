import type { ActivityRow, Db, RestaurantRow, SpaServiceRow, Tx } from '@marsa/db';
import { SCHEDULE_CAPACITY, type ServiceType } from '@marsa/db/constants';
import { type ErrorCode, notFound } from '../../errors.ts';
import { findActivity } from '../activities/service.ts';
import { findRestaurant } from '../restaurants/service.ts';
import { findSpaService } from '../spa/service.ts';
import { hourlyStarts } from './hours.ts';

/** A restaurant sitting lasts an hour, like the seeded schedule's seatings. */
const RESTAURANT_SITTING_MINUTES = 60;

/** What booking needs to know about a restaurant, spa service or activity. */
export type BookableService = {
  type: ServiceType;
  id: number;
  name: string;
  /** On-the-hour starts a missing slot may be created for; empty when slots are never created lazily. */
  lazyTimes: string[];
  capacity: number;
  isBookable: boolean;
};

export const restaurantBookable = (
  row: Pick<RestaurantRow, 'id' | 'name' | 'openingTime' | 'closingTime'>,
): BookableService => ({
  type: 'restaurant',
  id: row.id,
  name: row.name,
  lazyTimes: hourlyStarts(row.openingTime, row.closingTime, RESTAURANT_SITTING_MINUTES),
  capacity: SCHEDULE_CAPACITY.restaurant,
  isBookable: true,
});

export const spaBookable = (
  row: Pick<SpaServiceRow, 'id' | 'name' | 'startTime' | 'endTime' | 'duration'>,
): BookableService => ({
  type: 'spa',
  id: row.id,
  name: row.name,
  lazyTimes: hourlyStarts(row.startTime, row.endTime, row.duration),
  capacity: SCHEDULE_CAPACITY.spa,
  isBookable: true,
});

/** Activities run at fixed session times: only their scheduled slots can be booked. */
export const activityBookable = (
  row: Pick<ActivityRow, 'id' | 'name' | 'isBookable' | 'capacity'>,
): BookableService => ({
  type: 'activity',
  id: row.id,
  name: row.name,
  lazyTimes: [],
  capacity: row.capacity ?? 0,
  isBookable: row.isBookable && (row.capacity ?? 0) > 0,
});

const NOT_FOUND: Record<ServiceType, ErrorCode> = {
  restaurant: 'restaurant.not_found',
  spa: 'spa.not_found',
  activity: 'activity.not_found',
};

/** Loads the service a booking or slot query names; a missing one is 404. */
export async function findBookableService(
  db: Db | Tx,
  type: ServiceType,
  id: number,
): Promise<BookableService> {
  const service = await loadService(db, type, id);
  if (!service) throw notFound(NOT_FOUND[type]);
  return service;
}

async function loadService(db: Db | Tx, type: ServiceType, id: number): Promise<BookableService | undefined> {
  if (type === 'restaurant') {
    const row = await findRestaurant(db, id);
    return row && restaurantBookable(row);
  }
  if (type === 'spa') {
    const row = await findSpaService(db, id);
    return row && spaBookable(row);
  }
  const row = await findActivity(db, id);
  return row && activityBookable(row);
}
