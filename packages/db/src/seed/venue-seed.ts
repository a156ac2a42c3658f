import type { ServiceType } from '../constants.ts';
import type { deckVenues } from '../schema/index.ts';

export type NewDeckVenue = typeof deckVenues.$inferInsert;

/** A venue on a deck, placed by percent of the deck drawing (bow to the right). */
export type VenueSeed = Omit<NewDeckVenue, 'deckMapId' | 'relatedServiceId' | 'relatedServiceType'> & {
  deck: number;
  /** The restaurant, spa service or activity this venue is, by name. */
  related?: { type: ServiceType; name: string };
};

/** A restaurant's venue; its description and hours come from the restaurant when the rows are built. */
export const diningVenue = (
  deck: number,
  name: string,
  x: number,
  y: number,
  amenities: string[],
): VenueSeed => ({
  deck,
  name,
  category: 'dining',
  subcategory: 'Restaurant',
  xPosition: x,
  yPosition: y,
  contactInfo: 'Reservations: ext. 3100 or ask the concierge',
  amenities,
  related: { type: 'restaurant', name },
});
