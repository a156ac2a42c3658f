import { VENUE_CATEGORIES } from '@marsa/trpc/schemas';

export const ALL_CATEGORIES = 'all';

type VenueLike = {
  name: string;
  nameAr?: string | null;
  category: string;
  subcategory: string | null;
  description: string;
  descriptionAr?: string | null;
  amenities: string[];
};

export type VenueFilters = { category: string; search: string };

const order = (category: string) => {
  const index = (VENUE_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? VENUE_CATEGORIES.length : index;
};

/** The distinct categories of a deck's venues, in the §9 category order (unknown ones last, by name). */
export function venueCategories(venues: readonly Pick<VenueLike, 'category'>[]): string[] {
  return [...new Set(venues.map((venue) => venue.category))].sort(
    (a, b) => order(a) - order(b) || a.localeCompare(b),
  );
}

/** Venues of the chosen category whose name, type, description or amenities (English or Arabic) contain the search text. */
export function filterVenues<V extends VenueLike>(venues: readonly V[], filters: VenueFilters): V[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return venues.filter((venue) => {
    if (filters.category !== ALL_CATEGORIES && venue.category !== filters.category) return false;
    if (!needle) return true;
    const texts = [venue.name, venue.nameAr, venue.subcategory, venue.description, venue.descriptionAr];
    return [...texts, ...venue.amenities].some((text) => text?.toLocaleLowerCase().includes(needle));
  });
}

/** The deck number in a location such as 'Deck 6' or 'Deck 18, aft', if any. */
export function deckNumberOf(location: string): number | null {
  const match = /\bdeck\s+(\d{1,2})\b/i.exec(location);
  return match ? Number(match[1]) : null;
}

/** A location that is just 'Deck N' in the current language (template 'Deck {number}'); anything else as stored. */
export function deckLocationLabel(location: string, template: string): string {
  const match = /^deck\s+(\d{1,2})$/i.exec(location.trim());
  return match ? template.replace('{number}', String(Number(match[1]))) : location;
}
