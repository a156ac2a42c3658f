import { ALL_ABOARD_MINUTES_BEFORE_DEPARTURE } from '@marsa/trpc/schemas';
import { ITINERARY_ACTIVITIES_SHOWN } from '../../lib/ui-constants.ts';
import { daysBetween } from '../bookings/bookable-dates.ts';

type PortLike = {
  portOrder: number;
  arrivalDate: string;
  departureDate: string;
  activities: string[];
};

export type ItineraryStop<P extends PortLike> = {
  port: P;
  /** 1..N in sailing order. */
  number: number;
  /** Day of the cruise the ship arrives, counting the first port's arrival as day 1. */
  day: number;
  /** The first ITINERARY_ACTIVITIES_SHOWN activities (§9). */
  activities: string[];
  moreActivities: number;
  isToday: boolean;
  departsOnArrivalDay: boolean;
};

/** Ports in sailing order, numbered 1..N, with the §9 activity cut and today's port marked. */
export function itineraryStops<P extends PortLike>(ports: readonly P[], today: string): ItineraryStop<P>[] {
  const sorted = [...ports].sort((a, b) => a.portOrder - b.portOrder);
  const firstArrival = sorted.map((port) => port.arrivalDate).sort()[0] ?? today;
  return sorted.map((port, index) => ({
    port,
    number: index + 1,
    day: daysBetween(firstArrival, port.arrivalDate) + 1,
    activities: port.activities.slice(0, ITINERARY_ACTIVITIES_SHOWN),
    moreActivities: Math.max(0, port.activities.length - ITINERARY_ACTIVITIES_SHOWN),
    isToday: port.arrivalDate <= today && today <= port.departureDate,
    departsOnArrivalDay: port.arrivalDate === port.departureDate,
  }));
}

/** Ports and days of the voyage (first arrival to last departure, inclusive). */
export function voyageLength(ports: readonly Pick<PortLike, 'arrivalDate' | 'departureDate'>[]): {
  ports: number;
  days: number;
} {
  const first = ports.map((port) => port.arrivalDate).sort()[0];
  const last = ports
    .map((port) => port.departureDate)
    .sort()
    .at(-1);
  return { ports: ports.length, days: first && last ? daysBetween(first, last) + 1 : 0 };
}

/** The all-aboard time ('HH:MM'): departure minus ALL_ABOARD_MINUTES_BEFORE_DEPARTURE, wrapping past midnight. */
export function allAboardTime(departureTime: string): string {
  const [hours = 0, minutes = 0] = departureTime.split(':').map(Number);
  const day = 24 * 60;
  const total = (((hours * 60 + minutes - ALL_ABOARD_MINUTES_BEFORE_DEPARTURE) % day) + day) % day;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
