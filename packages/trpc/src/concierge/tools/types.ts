import type { SourceKind } from '@marsa/db/constants';
import type { ShoreExcursion } from '../../domains/excursions/view.ts';
import type { PlaceName } from '../../domains/search/places-named.ts';

/**
 * What each concierge tool returns. The offline model reads these back from the prompt to write
 * its answers, so every fact it states comes from one of these shapes.
 */
export type FreeTime = { time: string; spotsLeft: number };

export type RestaurantInfo = {
  id: number;
  name: string;
  nameAr?: string | null;
  cuisine: string;
  description: string;
  descriptionAr?: string | null;
  location: string;
  /** Seats (covers) the restaurant has. */
  capacity?: number | null;
  openingTime: string;
  closingTime: string;
  rating: number;
  specialFeature: string | null;
  dressCode: string | null;
  imageUrl: string;
  images: string[];
  freeTimes: FreeTime[];
};
export type RestaurantsResult = { date: string; restaurants: RestaurantInfo[] };

export type SpaServiceInfo = {
  id: number;
  name: string;
  nameAr?: string | null;
  description: string;
  descriptionAr?: string | null;
  duration: number;
  features: string[];
  /** Guests one appointment holds ('Serenity Suite Couples Retreat': 2). */
  capacity?: number | null;
  premium: boolean;
  priceUSD: number | null;
  startTime: string;
  endTime: string;
  imageUrl: string;
  images: string[];
  freeTimes: FreeTime[];
};
/** The one place a list of offerings is at ('Marsa Spa', Deck 17, for the spa's treatments). */
export type OfferingsPlace = {
  id: number;
  name: string;
  nameAr?: string | null;
  deckNumber: number;
  operatingHours: string | null;
};
export type SpaServicesResult = { date: string; services: SpaServiceInfo[]; place?: OfferingsPlace | null };

export type ActivityInfo = {
  id: number;
  name: string;
  nameAr?: string | null;
  category: string;
  location: string;
  description: string;
  descriptionAr?: string | null;
  schedule: string;
  ageGroup: string | null;
  isBookable: boolean;
  imageUrl: string;
  freeTimes: FreeTime[];
};
export type ActivitiesResult = { date: string; activities: ActivityInfo[] };

export type PortInfo = {
  id: number;
  order: number;
  portName: string;
  portNameAr?: string | null;
  country: string;
  description: string;
  descriptionAr?: string | null;
  arrivalDate: string;
  arrivalTime: string;
  departureDate: string;
  departureTime: string;
  /** The port's zone ('UTC+3'): the ship keeps it while there. */
  timezone?: string | null;
  highlights: string[];
  activities: string[];
  imageUrl: string;
};
/** `shipDate`/`shipTime`: the date and time on board now (the ship's clock: the zone of today's port). */
export type ItineraryResult = { today: string; shipDate?: string; shipTime?: string; ports: PortInfo[] };

/** An excursion as the excursions domain shows it (§3), with its port and the places left. */
export type ExcursionInfo = Pick<
  ShoreExcursion,
  'id' | 'title' | 'description' | 'duration' | 'priceUSD' | 'priceSAR' | 'departureTime' | 'returnTime'
> &
  Pick<ShoreExcursion, 'highlights' | 'images'> & {
    titleAr?: string | null;
    descriptionAr?: string | null;
    category: string;
    difficulty: string;
    /** Guests the excursion takes ('Private Hot-Air Balloon over AlUla': 2). */
    capacity?: number | null;
    spotsLeft: number;
    portName: string | null;
    portNameAr?: string | null;
  };
export type ExcursionsResult = { excursions: ExcursionInfo[] };

export type PromotionInfo = {
  id: number;
  title: string;
  titleAr?: string | null;
  description: string;
  descriptionAr?: string | null;
  department: string;
  promotionType: string;
  discountPercentage: number | null;
  originalPriceUSD: number | null;
  promotionalPriceUSD: number | null;
  currency: string;
  validTimes: string | null;
  /** The offer's terms as staff wrote them ('For up to four guests…'). */
  terms?: string | null;
  validDays: string[];
  availableTo: string;
  isFeatured: boolean;
};
export type PromotionsResult = { promotions: PromotionInfo[] };

/** One dish or drink of the room-service menu; `id` is its place on the menu (1-based), its source id. */
export type MenuItemInfo = {
  id: number;
  name: string;
  nameAr: string;
  priceUSD: number;
  course: 'breakfast' | 'food' | 'dessert' | 'drink';
};
export type RoomServiceMenuResult = { items: MenuItemInfo[] };

export type VenueInfo = {
  id: number;
  name: string;
  nameAr?: string | null;
  category: string;
  subcategory: string | null;
  description: string;
  descriptionAr?: string | null;
  deckNumber: number;
  deckName: string;
  operatingHours: string | null;
  contactInfo: string | null;
  amenities: string[];
  imageUrl: string;
};
export type VenuesResult = { venues: VenueInfo[] };

export type KnowledgeResult = {
  topics: {
    topic: string;
    question: string;
    answer: string;
    topicAr?: string | null;
    questionAr?: string | null;
    answerAr?: string | null;
    category: string | null;
  }[];
  /** Staff corrections: the answer and its topic only; the question that led to it stays private. */
  corrections: { topic: string; answer: string }[];
};

export type BookedService = {
  id: number;
  type: 'restaurant' | 'spa' | 'activity';
  serviceId: number;
  serviceName: string;
  /** The service's Arabic name, looked up from the record when the reply is written (not stored in the booking). */
  serviceNameAr?: string | null;
  date: string;
  time: string;
  partySize: number;
  status: string;
  specialRequests?: string;
};
export type BookedExcursion = {
  id: number;
  shoreExcursionId: number;
  title: string;
  /** The excursion's Arabic title, looked up from the record. */
  titleAr?: string | null;
  participants: number;
  totalPriceUSD: number;
  status: string;
};
export type RoomServiceOrder = {
  id: number;
  items: { name: string; nameAr?: string | null; quantity: number }[];
  notes: string;
  estimatedDelivery: string;
};

/** A refusal: the rule's English text, and its Arabic (names and dates the Arabic way) when it has one. */
export type Failure = { ok: false; error: string; errorAr?: string };
export type BookServiceResult = { ok: true; booking: BookedService } | Failure;
export type BookExcursionResult = { ok: true; booking: BookedExcursion } | Failure;
export type RoomServiceResult = { ok: true; order: RoomServiceOrder } | Failure;
export type HandOffResult =
  | { ok: true; request: { id: number; category: string }; departments: string[] }
  | Failure;
export type MyBookingsResult = { bookings: BookedService[]; excursions: BookedExcursion[] };
export type CancelResult =
  | { ok: true; kind: 'service'; booking: BookedService }
  | { ok: true; kind: 'excursion'; booking: BookedExcursion }
  | Failure;

/**
 * One record the ship's search found (issue 9): its kind and id (the message's source), its
 * name or question in English and Arabic, its text (a topic's answer, a place's description),
 * how much of the question it covers (0–1), and whether the question names it.
 */
export type SearchHitInfo = {
  kind: SourceKind;
  id: number;
  title: string;
  titleAr: string | null;
  text: string;
  textAr: string | null;
  coverage: number;
  named: boolean;
  /** How many of the question's ideas it contains (of `ideas`). */
  matched: number;
  /** The question's ideas it does not contain ('g:<lexicon group>' or 'w:<word>'). */
  missing: string[];
  updatedAt: string;
  /**
   * For a knowledge topic written in one language only: the ship's places its text names, with
   * both names, so a reply in the other language can name them the guest's way.
   */
  places?: PlaceName[];
};
export type SearchToolResult = {
  query: string;
  ideas: number;
  /** The question's words as searched: normalised, misspellings mended. */
  normalised?: string;
  hits: SearchHitInfo[];
};

/** The tools that change something for the guest: they only propose, and confirmAction carries out. */
export const ACTION_TOOLS = [
  'bookTable',
  'bookSpa',
  'bookActivity',
  'bookExcursion',
  'orderRoomService',
  'cancelMyBooking',
] as const;
export type ActionName = (typeof ACTION_TOOLS)[number];
export const isActionName = (name: string): name is ActionName =>
  (ACTION_TOOLS as readonly string[]).includes(name);

/** One room-service line as the proposal shows it: the menu's own name and price. */
export type ProposalItem = { name: string; nameAr: string | null; quantity: number; priceUSD: number };

/** The guest's live booking of the same excursion, or of the same venue at the same slot. */
export type AlreadyBooked = { bookingId: number; partySize: number };

/** Exactly what confirming will do, for the card and the reply (prices in USD and SAR, totals for the party). */
export type ProposalSummary = {
  kind: 'restaurant' | 'spa' | 'activity' | 'excursion' | 'room_service' | 'cancel';
  title: string;
  titleAr: string | null;
  date: string | null;
  time: string | null;
  partySize: number | null;
  items: ProposalItem[];
  /** The total for the whole party or order; null when the venue charges nothing up front. */
  totalUSD: number | null;
  totalSAR: number | null;
  /** The booking a cancellation would cancel. */
  bookingId: number | null;
  specialRequests: string | null;
  /** Set when the guest already has this (the reply and the card ask 'book another?' first). */
  alreadyBooked: AlreadyBooked | null;
  /** What the guest asked for that the room-service menu lacks, in their words: left out of the order. */
  notOnMenu: string[];
};

/** An action checked against every rule (the real call's rule functions, reads only) and waiting for the guest's yes. */
export type Proposal = { action: ActionName; input: Record<string, unknown>; summary: ProposalSummary };
export type ProposeResult = { ok: true; proposal: Proposal } | Failure;

/** What a confirmed proposal did: the real call's result. */
export type ActionOutcome =
  | { action: 'bookTable' | 'bookSpa' | 'bookActivity'; result: BookServiceResult }
  | { action: 'bookExcursion'; result: BookExcursionResult }
  | { action: 'orderRoomService'; result: RoomServiceResult }
  | { action: 'cancelMyBooking'; result: CancelResult };
export type ConfirmResult = { ok: true; outcome: ActionOutcome } | Failure;

/** Tool name → result shape; the names the model calls. */
export type ToolResults = {
  search: SearchToolResult;
  searchKnowledge: KnowledgeResult;
  restaurants: RestaurantsResult;
  spaServices: SpaServicesResult;
  activities: ActivitiesResult;
  itinerary: ItineraryResult;
  shoreExcursions: ExcursionsResult;
  promotions: PromotionsResult;
  roomServiceMenu: RoomServiceMenuResult;
  venues: VenuesResult;
  bookTable: ProposeResult;
  bookSpa: ProposeResult;
  bookActivity: ProposeResult;
  bookExcursion: ProposeResult;
  orderRoomService: ProposeResult;
  listMyBookings: MyBookingsResult;
  cancelMyBooking: ProposeResult;
  confirmAction: ConfirmResult;
  requestStaff: HandOffResult;
};
export type ToolName = keyof ToolResults;
