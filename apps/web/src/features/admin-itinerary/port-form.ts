import type { AdminRow } from '../../lib/trpc-types.ts';
import { startingValues } from '../admin-common/starting-values.ts';

type Port = AdminRow<'itinerary'>;

/** What the port dialog edits; the shared portInputSchema validates it as is. */
export type PortFormValues = {
  portName: string;
  portNameAr: string;
  country: string;
  description: string;
  descriptionAr: string;
  arrivalDate: string;
  arrivalTime: string;
  departureDate: string;
  departureTime: string;
  portOrder: number | string;
  timezone: string;
  activities: string[];
  highlights: string[];
  imageUrl: string;
};

/** The Red Sea's own zone, the likeliest for a new port of this ship. */
const DEFAULT_TIMEZONE = 'UTC+3';

/** The dialog's starting values: a saved port's, or empty ones at the next place in the order. */
export function portFormValues(port: Port | null, suggestedOrder: number): PortFormValues {
  return startingValues<PortFormValues>(port, {
    portName: '',
    portNameAr: '',
    country: '',
    description: '',
    descriptionAr: '',
    arrivalDate: '',
    arrivalTime: '',
    departureDate: '',
    departureTime: '',
    portOrder: suggestedOrder,
    timezone: DEFAULT_TIMEZONE,
    activities: [],
    highlights: [],
    imageUrl: '',
  });
}
