/**
 * Business constants of SPEC §9 (and the enumerations of §3/§5), in one place.
 * Pure values only: safe to import from the browser through `@marsa/trpc/schemas`.
 */
export const BRAND_NAME_DEFAULT = 'Marsa';

export const SHIP_FIGURES = { diningVenues: 9, decks: 19, cabins: 1678, guests: 3362 } as const;

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const FULL_NAME_MIN = 2;
export const ROOM_MIN = 1;
export const DECK_MIN = 1;

/** 'staff': a crew member's reply to a hand-off request, shown apart from the concierge's. */
export const MESSAGE_TYPES = ['user', 'assistant', 'staff'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** What an assistant answer can be built from (issue 9): the `kind` of a message source and a search document. */
export const SOURCE_KINDS = [
  'knowledge',
  'correction',
  'restaurant',
  'spa',
  'activity',
  'venue',
  'port',
  'excursion',
  'promotion',
  'booking',
  'menu',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/** One record an assistant message was built from (messages.sources, §7 GET /api/messages). */
export type MessageSource = { kind: SourceKind; id: number; title: string };

export const SERVICE_TYPES = ['restaurant', 'spa', 'activity'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const BOOKING_TYPES = SERVICE_TYPES;
export const BOOKING_STATUSES = ['confirmed', 'pending', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const SCHEDULE_SLOT_COUNT = 12;
export const SCHEDULE_FIRST_HOUR = 9;
export const SCHEDULE_LAST_HOUR = 20;
export const SCHEDULE_CAPACITY = { restaurant: 50, spa: 10 } as const;

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGES_PER_ITEM_MAX = 5;
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

export const RATING_DEFAULT = 4.5;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;
export const MAX_REDEMPTIONS_MIN = 1;
export const CURRENCY_DEFAULT = 'USD';

export const VENUE_POSITION_MIN = 0;
export const VENUE_POSITION_MAX = 100;
export const VENUE_POSITION_DEFAULT = 50;
export const DECK_NUMBER_DEFAULT = 1;
export const PLACEHOLDER_VENUE_IMAGE = '/images/placeholder-400x300.svg';
export const PLACEHOLDER_PORT_IMAGE = '/images/placeholder-600x400.svg';
export const PLACEHOLDER_IMAGE = '/images/placeholder-400x300.svg';

export const VENUE_CATEGORIES = [
  'dining',
  'entertainment',
  'services',
  'shopping',
  'recreation',
  'accommodation',
  'spa',
] as const;
export const DEPARTMENT_CATEGORIES = ['restaurant', 'spa', 'activity', 'shore_excursion', 'general'] as const;
export type DepartmentCategory = (typeof DEPARTMENT_CATEGORIES)[number];
export const PROMOTION_DEPARTMENTS = ['restaurant', 'spa', 'activity', 'general'] as const;
export const PROMOTION_TYPES = ['discount', 'special_offer', 'daily_special', 'package_deal'] as const;
/** §9 list plus UTC+3, the Red Sea's own zone (issue 5). */
export const TIMEZONES = ['UTC-5', 'UTC-6', 'UTC-7', 'UTC-8', 'UTC+0', 'UTC+1', 'UTC+2', 'UTC+3'] as const;

/** Guests must be back on board this many minutes before the ship departs a port. */
export const ALL_ABOARD_MINUTES_BEFORE_DEPARTURE = 30;
export const PERSONALIZATION_THRESHOLD = 0.7;
export const BUDGET_RANGES = ['budget', 'mid-range', 'luxury'] as const;
export const TRAVEL_STYLES = ['relaxed', 'adventure', 'cultural', 'family'] as const;
export const DINING_OPTIONS = ['casual', 'fine-dining', 'international', 'local', 'buffet'] as const;
export const ACTIVITY_OPTIONS = ['cultural', 'adventure', 'relaxation', 'entertainment', 'fitness'] as const;
export const BUDGET_DEFAULT = 'mid-range';
export const TRAVEL_STYLE_DEFAULT = 'relaxed';

export const EXCURSION_CATEGORIES = ['cultural', 'adventure', 'relaxation', 'family', 'shopping'] as const;
export const EXCURSION_DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;
export const EXCURSION_PRICE_BANDS = {
  budget: { max: 50 },
  mid: { min: 50, max: 150 },
  luxury: { min: 150 },
} as const;
export const SAR_PER_USD = 3.75;
export const HIGHLIGHTS_SHOWN = 2;
export const HIGHLIGHT_CUT = 20;

export const ROOM_SERVICE_DELIVERY = '30-45 minutes';

export const ORDER_STATUSES = ['received', 'preparing', 'delivered', 'cancelled'] as const;

/** Sessions end after 14 idle days, renewed when less than half remains (Copenhagen Book)… */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** …but never past 30 days from sign-in, however active the session is. */
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'marsa_session';
/** The cookie's name when the site is served over HTTPS: the browser then insists on Secure, Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * Sign-in throttling. Per account and address: LOGIN_FREE_ATTEMPTS guesses, then each further
 * one waits twice as long as the one before (LOGIN_BACKOFF_BASE_MS, capped at LOGIN_BACKOFF_MAX_MS).
 * Per account from every address together: a ceiling of LOGIN_ACCOUNT_MAX_ATTEMPTS per window.
 * Per address (a whole ship may sit behind a few NAT addresses): a generous LOGIN_ADDRESS_MAX_FAILURES.
 */
export const LOGIN_FREE_ATTEMPTS = 5;
export const LOGIN_BACKOFF_BASE_MS = 60 * 1000;
export const LOGIN_BACKOFF_MAX_MS = 15 * 60 * 1000;
export const LOGIN_PAIR_WINDOW_MS = 24 * 60 * 60 * 1000;
export const LOGIN_ACCOUNT_MAX_ATTEMPTS = 50;
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const LOGIN_ADDRESS_MAX_FAILURES = 500;
export const LOGIN_ADDRESS_WINDOW_MS = 15 * 60 * 1000;

/** The configured admin's password (ADMIN_PASSWORD) is at least this long. */
export const ADMIN_PASSWORD_MIN = 12;

/** Fair use per guest: active (not cancelled) bookings on one slot, and on one day. */
export const BOOKINGS_PER_SLOT_MAX = 2;
export const BOOKINGS_PER_DAY_MAX = 6;

/** The most calls one tRPC batch may carry (the web client's batch link uses the same); auth.* is never batched. */
export const TRPC_MAX_BATCH = 20;

/** A guest's request for a person (issue 12): open → in_progress → resolved. */
export const SERVICE_REQUEST_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
export const SERVICE_REQUEST_MESSAGE_MAX = 2000;
export const SERVICE_REQUEST_REPLY_MAX = 2000;

/** What the crew is told about, one outbox row per recipient. */
export const NOTIFICATION_EVENTS = [
  'booking_created',
  'booking_cancelled',
  'excursion_booked',
  'excursion_cancelled',
  'room_service_ordered',
  'hand_off',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
/** pending (waiting, maybe after a failed try) → sending (claimed by a worker) → sent | failed. */
export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_MAX_ATTEMPTS = 8;
/** First retry after this long, doubling each time (capped at NOTIFICATION_RETRY_CAP_MS). */
export const NOTIFICATION_RETRY_BASE_MS = 30_000;
export const NOTIFICATION_RETRY_CAP_MS = 60 * 60_000;
