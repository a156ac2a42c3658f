import type { AdminRow } from '../../lib/trpc-types.ts';

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

export function portFormValues(port: Port | null, suggestedOrder: number): PortFormValues {
  return {
    portName: port?.portName ?? '',
    portNameAr: port?.portNameAr ?? '',
    country: port?.country ?? '',
    description: port?.description ?? '',
    descriptionAr: port?.descriptionAr ?? '',
    arrivalDate: port?.arrivalDate ?? '',
    arrivalTime: port?.arrivalTime ?? '',
    departureDate: port?.departureDate ?? '',
    departureTime: port?.departureTime ?? '',
    portOrder: port?.portOrder ?? suggestedOrder,
    timezone: port?.timezone ?? DEFAULT_TIMEZONE,
    activities: port?.activities ?? [],
    highlights: port?.highlights ?? [],
    imageUrl: port?.imageUrl ?? '',
  };
}
