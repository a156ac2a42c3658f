import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { bookableDates, defaultBookingDate, todayIso } from './bookable-dates.ts';

/** The days a guest can book (the cruise days from today on) and the port of each day, if any. */
export function useCruiseDates() {
  const trpc = useTRPC();
  const itinerary = useQuery(trpc.guest.itinerary.list.queryOptions());
  const today = todayIso();
  return useMemo(() => {
    const ports = itinerary.data ?? [];
    const dates = bookableDates(ports, today);
    const portOn = (date: string) =>
      ports.find((port) => port.arrivalDate <= date && date <= port.departureDate)?.portName ?? null;
    return { isPending: itinerary.isPending, dates, defaultDate: defaultBookingDate(dates, today), portOn };
  }, [itinerary.data, itinerary.isPending, today]);
}
