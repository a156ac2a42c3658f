/**
 * The ship's clock (issue 9, point 5: 'open now'): the ship keeps the time of the port it calls at
 * ('UTC+3 in Saudi Arabia and Jordan and UTC+2 in Egypt', the ship's own FAQ), so the time on board
 * is the UTC instant shifted by the zone of today's port, else the next one, else the last one.
 */

/** The Red Sea's own zone: the ship's clock when the itinerary names none. */
export const SHIP_DEFAULT_TIMEZONE = 'UTC+3';

export type PortCall = { arrivalDate: string; departureDate: string; timezone?: string | null };

/** 'UTC+3' → 180, 'UTC-5' → -300, 'UTC+5:30' → 330; undefined for anything else. */
export function utcOffsetMinutes(zone: string): number | undefined {
  const match = /^UTC([+-])(\d{1,2})(?::(\d{2}))?$/.exec(zone.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The zone the ship keeps on a UTC day: today's port's, else the next port's, else the last one's. */
export function shipTimezone(ports: readonly PortCall[], day: string): string {
  const zoned = ports.filter((port) => port.timezone && utcOffsetMinutes(port.timezone) !== undefined);
  const port =
    zoned.find((p) => p.arrivalDate <= day && p.departureDate >= day) ??
    zoned.find((p) => p.arrivalDate > day) ??
    zoned.at(-1);
  return port?.timezone ?? SHIP_DEFAULT_TIMEZONE;
}

/** The date and time on board at the instant `now`: 'YYYY-MM-DD' and 'HH:MM' (24 h). */
export function shipClock(now: Date, ports: readonly PortCall[]): { date: string; time: string } {
  const day = now.toISOString().slice(0, 10);
  const offset = utcOffsetMinutes(shipTimezone(ports, day)) ?? 0;
  const local = new Date(now.getTime() + offset * 60_000);
  return { date: local.toISOString().slice(0, 10), time: local.toISOString().slice(11, 16) };
}

/** The time on board at the instant `now`, as 'HH:MM' (24 h). */
export const shipTime = (now: Date, ports: readonly PortCall[]) => shipClock(now, ports).time;
