import type {
  ActivityInfo,
  ExcursionInfo,
  RestaurantInfo,
  SpaServiceInfo,
  VenueInfo,
} from '../tools/types.ts';

/** The ship's records as the concierge's tools return them, for tests: plain values unless told otherwise. */

export const restaurantInfo = (name: string, over: Partial<RestaurantInfo> = {}): RestaurantInfo => ({
  id: name.length,
  name,
  cuisine: 'International',
  description: '',
  location: 'Deck 5',
  openingTime: '12:00',
  closingTime: '22:00',
  rating: 4.5,
  specialFeature: null,
  dressCode: null,
  imageUrl: '',
  images: [],
  freeTimes: [],
  ...over,
});

export const spaInfo = (name: string, over: Partial<SpaServiceInfo> = {}): SpaServiceInfo => ({
  id: name.length,
  name,
  description: '',
  duration: 60,
  features: [],
  premium: false,
  priceUSD: 100,
  startTime: '09:00',
  endTime: '20:00',
  imageUrl: '',
  images: [],
  freeTimes: [],
  ...over,
});

export const excursionInfo = (title: string, over: Partial<ExcursionInfo> = {}): ExcursionInfo => ({
  id: title.length,
  title,
  description: '',
  duration: '4 hours',
  priceUSD: 50,
  priceSAR: 187.5,
  departureTime: '09:00',
  returnTime: '13:00',
  highlights: [],
  images: [],
  category: 'cultural',
  difficulty: 'easy',
  spotsLeft: 10,
  portName: 'Aqaba',
  ...over,
});

export const activityInfo = (name: string, over: Partial<ActivityInfo> = {}): ActivityInfo => ({
  id: name.length,
  name,
  category: 'entertainment',
  location: 'Deck 18',
  description: '',
  schedule: 'Daily 09:00–19:00',
  ageGroup: 'All ages',
  isBookable: false,
  imageUrl: '',
  freeTimes: [],
  ...over,
});

export const venueInfo = (name: string, over: Partial<VenueInfo> = {}): VenueInfo => ({
  id: name.length,
  name,
  category: 'recreation',
  subcategory: null,
  description: '',
  deckNumber: 16,
  deckName: '',
  operatingHours: '07:00–20:00',
  contactInfo: null,
  amenities: [],
  imageUrl: '',
  ...over,
});
