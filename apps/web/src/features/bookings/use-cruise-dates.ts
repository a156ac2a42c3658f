import { localized } from '@marsa/i18n';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { bookableDates, defaultBookingDate, todayIso } from './bookable-dates.ts';

/** The days a guest can book (the cruise days from today on) and the port of each day (in the screen's language), if any. */
export function useCruiseDates() {
  const trpc = useTRPC();
  const { lang } = useLanguage();
  const itinerary = useQuery(trpc.guest.itinerary.list.queryOptions());
  const today = todayIso();
  return useMemo(() => {
    const ports = itinerary.data ?? [];
    const dates = bookableDates(ports, today);
    const portOn = (date: string) => {
      const port = ports.find((p) => p.arrivalDate <= date && date <= p.departureDate);
      return port ? localized(port, 'portName', lang) : null;
    };
    return { isPending: itinerary.isPending, dates, defaultDate: defaultBookingDate(dates, today), portOn };
  }, [itinerary.data, itinerary.isPending, today, lang]);
}
