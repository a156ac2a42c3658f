import type { ServiceType } from '../constants.ts';
import { venuesArabic } from './arabic/venues-ar.ts';
import { withArabic } from './arabic/with-arabic.ts';
import { cabinsByDeck } from './decks.ts';
import type { NewDeckVenue, VenueSeed } from './venue-seed.ts';
import { lowerDeckVenues } from './venues-lower-decks.ts';
import { upperDeckVenues } from './venues-upper-decks.ts';

/** What a venue borrows from its service: the id, the picture and, when the venue omits them, hours and a summary. */
export type ServiceRef = { id: number; imageUrl: string; operatingHours?: string; summary?: string };
export type ServiceLookup = Record<ServiceType, ReadonlyMap<string, ServiceRef>>;

function accommodationVenues(): VenueSeed[] {
  return Object.entries(cabinsByDeck).flatMap(([deckKey, cabins]) => {
    const deck = Number(deckKey);
    const first = `${deck}001`;
    const last = `${deck}${String(cabins).padStart(3, '0')}`;
    const isSuites = deck === 15;
    const rooms: VenueSeed = {
      deck,
      name: `${isSuites ? 'Royal Suites' : 'Staterooms'} ${first}–${last}`,
      category: 'accommodation',
      subcategory: isSuites ? 'Suites' : 'Staterooms',
      description: `${cabins} ${isSuites ? 'suites with butler service' : 'staterooms'}, numbered ${first} to ${last}; even numbers on the port side.`,
      nameAr: `${isSuites ? 'الأجنحة الملكية' : 'المقصورات'} ${first}–${last}`,
      descriptionAr: `عدد ${isSuites ? 'الأجنحة مع خدمة الخادم الخاص' : 'المقصورات'}: ${cabins}، مرقّمة من ${first} إلى ${last}؛ الأرقام الزوجية على الجانب الأيسر للسفينة.`,
      xPosition: 50,
      yPosition: 50,
      contactInfo: isSuites ? 'Butler: ext. 1500' : 'Housekeeping: ext. 1200',
      amenities: isSuites
        ? ['Butler service', 'Priority embarkation']
        : ['Daily housekeeping', 'Room service'],
    };
    const extra: VenueSeed[] = [];
    if (deck === 9 || deck === 11 || deck === 13) {
      extra.push({
        deck,
        name: `Launderette, Deck ${deck}`,
        category: 'services',
        subcategory: 'Laundry',
        description: 'Self-service washers, dryers and irons; detergent is free.',
        nameAr: `مغسلة الخدمة الذاتية، السطح ${deck}`,
        descriptionAr: 'غسالات ومجففات ومكاوٍ للخدمة الذاتية، والمنظّف مجاني.',
        xPosition: 24,
        yPosition: 50,
        operatingHours: '07:00–23:00',
        amenities: ['Washers', 'Dryers', 'Irons'],
      });
    }
    if (isSuites) {
      extra.push({
        deck,
        name: 'Royal Suites Lounge',
        category: 'accommodation',
        subcategory: 'Lounge',
        description: 'A private lounge for suite guests with a concierge, breakfast and afternoon tea.',
        nameAr: 'صالة الأجنحة الملكية',
        descriptionAr: 'صالة خاصة لضيوف الأجنحة مع خدمة الكونسيرج والإفطار وشاي العصر.',
        xPosition: 76,
        yPosition: 50,
        operatingHours: '07:00–23:00',
        contactInfo: 'Suite concierge: ext. 1500',
        amenities: ['Concierge', 'Afternoon tea'],
      });
    }
    return [rooms, ...extra];
  });
}

/** Every venue on board; every restaurant appears exactly once. */
export const deckVenueSeeds: readonly VenueSeed[] = [
  ...withArabic(lowerDeckVenues, 'name', venuesArabic),
  ...accommodationVenues(),
  ...withArabic(upperDeckVenues, 'name', venuesArabic),
];

/** Venue rows with their deck and related service resolved to ids; throws on a name that is not seeded. */
export function buildDeckVenues(
  deckIds: ReadonlyMap<number, number>,
  services: ServiceLookup,
): NewDeckVenue[] {
  return deckVenueSeeds.map(({ deck, related, ...venue }) => {
    const deckMapId = deckIds.get(deck);
    if (deckMapId === undefined) throw new Error(`Venue ${venue.name}: unknown deck ${deck}`);
    if (!related) return { ...venue, deckMapId };
    const service = services[related.type].get(related.name);
    if (!service) throw new Error(`Venue ${venue.name}: unknown ${related.type} ${related.name}`);
    return {
      ...venue,
      deckMapId,
      description: venue.description ?? service.summary,
      operatingHours: venue.operatingHours ?? service.operatingHours,
      imageUrl: venue.imageUrl ?? service.imageUrl,
      relatedServiceType: related.type,
      relatedServiceId: service.id,
    };
  });
}
