import { PLACEHOLDER_IMAGE, RATING_DEFAULT } from '@marsa/trpc/schemas';

/** What the restaurant dialog edits: the §7 fields, numbers as NumberInput gives them ('' when empty). */
export type RestaurantFormValues = {
  name: string;
  nameAr: string;
  cuisine: string;
  description: string;
  descriptionAr: string;
  location: string;
  capacity: number | string;
  openingTime: string;
  closingTime: string;
  imageUrl: string;
  rating: number | string;
  specialFeature: string;
};

/** What the spa dialog edits; features are typed comma-separated (§3). */
export type SpaFormValues = {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  duration: number | string;
  features: string;
  capacity: number | string;
  premium: boolean;
  startTime: string;
  endTime: string;
  imageUrl: string;
};

/** The Arabic counterparts as stored: null when staff have not written them. */
type ArabicFields = { nameAr: string | null; descriptionAr: string | null };

type RestaurantFields = Omit<
  RestaurantFormValues,
  'imageUrl' | 'specialFeature' | 'rating' | 'capacity' | keyof ArabicFields
> &
  ArabicFields & {
    capacity: number;
    imageUrl: string;
    rating: number;
    specialFeature: string | null;
  };

type SpaFields = Omit<SpaFormValues, 'features' | 'imageUrl' | 'duration' | 'capacity' | keyof ArabicFields> &
  ArabicFields & {
    duration: number;
    capacity: number;
    features: string[];
    imageUrl: string;
  };

/** The placeholder picture is the absence of one: the form shows an empty field for it. */
const imageField = (imageUrl: string): string => (imageUrl === PLACEHOLDER_IMAGE ? '' : imageUrl);

/** §4: editing pre-fills the form; a new restaurant starts empty with the §9 rating of 4.5. */
export function restaurantFormValues(restaurant: RestaurantFields | null): RestaurantFormValues {
  if (!restaurant) {
    return {
      name: '',
      nameAr: '',
      cuisine: '',
      description: '',
      descriptionAr: '',
      location: '',
      capacity: '',
      openingTime: '',
      closingTime: '',
      imageUrl: '',
      rating: RATING_DEFAULT,
      specialFeature: '',
    };
  }
  return {
    name: restaurant.name,
    nameAr: restaurant.nameAr ?? '',
    cuisine: restaurant.cuisine,
    description: restaurant.description,
    descriptionAr: restaurant.descriptionAr ?? '',
    location: restaurant.location,
    capacity: restaurant.capacity,
    openingTime: restaurant.openingTime,
    closingTime: restaurant.closingTime,
    imageUrl: imageField(restaurant.imageUrl),
    rating: restaurant.rating,
    specialFeature: restaurant.specialFeature ?? '',
  };
}

/** §4: editing pre-fills the form; features become 'a, b, c'. */
export function spaFormValues(service: SpaFields | null): SpaFormValues {
  if (!service) {
    return {
      name: '',
      nameAr: '',
      description: '',
      descriptionAr: '',
      duration: '',
      features: '',
      capacity: '',
      premium: false,
      startTime: '',
      endTime: '',
      imageUrl: '',
    };
  }
  return {
    name: service.name,
    nameAr: service.nameAr ?? '',
    description: service.description,
    descriptionAr: service.descriptionAr ?? '',
    duration: service.duration,
    features: service.features.join(', '),
    capacity: service.capacity,
    premium: service.premium,
    startTime: service.startTime,
    endTime: service.endTime,
    imageUrl: imageField(service.imageUrl),
  };
}

export type Tier = 'standard' | 'premium';

/** §3: the premium flag is shown as Standard or Premium. */
export const tierOf = (premium: boolean): Tier => (premium ? 'premium' : 'standard');
export const isPremiumTier = (tier: string): boolean => tier === 'premium';
