import { ordersByCount, readOrder } from '../../domains/departments/room-service/order-items.ts';
import { isBookingShorthand } from './booking-shorthand.ts';
import { isCruiseLengthQuestion } from './cruise-length.ts';
import { isArabic, normalize } from './language.ts';
import {
  isActivity,
  isExcursion,
  isItinerary,
  isPromotions,
  isRestaurant,
  isSpa,
  isVenue,
} from './lexicon.ts';
import { asksWhereOrWhen, isHandOffRequest } from './lexicon-handoff.ts';
import {
  isBookVerb,
  isCancel,
  isDesire,
  isGreeting,
  isHuman,
  isMyBookings,
  isRoomService,
  isThanks,
} from './lexicon-requests.ts';
import { isPoliteRequest } from './polite-request.ts';
import { asksCountryCalls } from './ports-by-country.ts';
import {
  isItineraryReasoning,
  isNextPortQuestion,
  isOvernightQuestion,
  isPortBeforeQuestion,
  isSeaDayQuestion,
} from './reason.ts';
import { AR_WANT_VERBS, isDialectBookingRequest } from './request-ar.ts';

export const INTENTS = [
  /** The guest accepted the offer of staff: a service request is made. */
  'hand_off',
  'human',
  'cancel_booking',
  'my_bookings',
  'room_service',
  'book_table',
  'book_spa',
  'book_activity',
  'book_excursion',
  'book',
  'promotions',
  'venue',
  'spa',
  'excursions',
  'itinerary',
  'restaurants',
  'activities',
  'greeting',
  'thanks',
] as const;
export type Intent = (typeof INTENTS)[number];

export const BOOKING_INTENTS = ['book_table', 'book_spa', 'book_activity', 'book_excursion', 'book'] as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[number];
export const isBookingIntent = (intent: Intent | null): intent is BookingIntent =>
  (BOOKING_INTENTS as readonly string[]).includes(intent ?? '');

/** The booking an information topic turns into when the guest asks for it. */
export const BOOKING_OF: Partial<Record<Intent, BookingIntent>> = {
  restaurants: 'book_table',
  spa: 'book_spa',
  activities: 'book_activity',
  excursions: 'book_excursion',
};

const SHORT_MESSAGE_WORDS = 6;

/** Any dialect want-verb ('نبي', 'ودنا', 'بدنا', 'عايزين'): the guest asks for something. */
const WANTS_AR = new RegExp(`(?:^|\\s)و?(?:${AR_WANT_VERBS.join('|')})(?=\\s|$)`);

/** A tour or trip of any kind: an excursion only when nothing else names what it is. */
const TOUR_WORDS = /(?<![a-z])(?:tours?|trips?)(?![a-z])|جوله|جولات/g;

/** 'on offer', 'offered': what there is, not a deal. */
const ON_OFFER = /(^|[^a-z])(on offer|offered|you offer|do you offer)([^a-z]|$)/g;

/**
 * 'What's the cheapest shore excursion on offer?': a topic named with 'on offer' asks what the
 * topic has; a deal word besides ('any spa deals on offer?') still asks the offers.
 */
const offersWhatIsAvailable = (t: string) => {
  const rest = t.replace(ON_OFFER, ' ');
  return (
    rest !== t &&
    !isPromotions(rest) &&
    (isExcursion(rest) || isSpa(rest) || isRestaurant(rest) || isActivity(rest))
  );
};

/** Which booking a booking request is about, by the topic words around the verb. */
function bookingKind(text: string): BookingIntent {
  if (isSpa(text)) return 'book_spa';
  // 'the hydroponic garden tour', 'جولة حديقة الزراعة المائية': a tour that names an activity is
  // booked by its name among every kind (the generic 'book'), not from the excursions alone; a
  // snorkel trip for the kids is still an excursion.
  if (isExcursion(text))
    return isActivity(text) && !isExcursion(text.replace(TOUR_WORDS, ' ')) ? 'book' : 'book_excursion';
  if (isRestaurant(text)) return 'book_table';
  if (isActivity(text)) return 'book_activity';
  return 'book';
}

/**
 * The guest's intent, by keywords in English and Arabic, checked in priority order (a cancel
 * beats a booking, a booking beats the topic it names, 'where is' beats the place it names).
 * Null when the message names no topic: a follow-up answer or a general question.
 */
export function classifyIntent(text: string): Intent | null {
  const t = normalize(text);
  if (isHandOffRequest(t) || (isHuman(t) && !asksWhereOrWhen(t))) return 'human';
  if (isCancel(t)) return 'cancel_booking';
  if (isMyBookings(t)) return 'my_bookings';
  if (isRoomService(t)) return 'room_service';
  if (isBookVerb(t) || isDialectBookingRequest(t)) return bookingKind(t);
  // 'Irth on Friday at 8, two of us': a time and a party with no verb still ask for a booking.
  if (isBookingShorthand(t)) return bookingKind(t);
  if (isPromotions(t) && !offersWhatIsAvailable(t)) return 'promotions';
  // 'وين نروح بعد ينبع؟' (where do we go after Yanbu?) asks the itinerary, not where a place is.
  if (isNextPortQuestion(t)) return 'itinerary';
  // 'how many nights is the cruise?', 'الرحلة كلها كم ليلة؟': the itinerary counts them.
  if (isCruiseLengthQuestion(t)) return 'itinerary';
  // 'where do we stop right before Aqaba?': the call before a port, not where a place is.
  if (isPortBeforeQuestion(t) && /(^|[^a-z])(port|stop)([^a-z]|$)|ميناء|مينا|محطه/.test(t))
    return 'itinerary';
  // 'وين بنبات ليله كامله؟', 'لازم نرجع المركب الساعه كم؟': all-aboard, overnights, sea days, the end.
  if (isArabic(t) && isItineraryReasoning(t)) return 'itinerary';
  // 'Do we spend a night docked anywhere on this trip?': 'trip' is the cruise, not a tour of it.
  if ((isOvernightQuestion(t) || isSeaDayQuestion(t)) && !isExcursion(t.replace(TOUR_WORDS, ' ')))
    return 'itinerary';
  if (isVenue(t)) return 'venue';
  if (isSpa(t)) return 'spa';
  if (isExcursion(t)) return 'excursions';
  if (isItinerary(t) || asksCountryCalls(t)) return 'itinerary';
  if (isRestaurant(t)) return 'restaurants';
  if (isActivity(t)) return 'activities';
  const isShort = t.split(' ').length <= SHORT_MESSAGE_WORDS;
  if (isShort && isGreeting(t)) return 'greeting';
  if (isShort && isThanks(t)) return 'thanks';
  return null;
}

/** True when the guest asks for something ("I'd like…", "أريد…") rather than asking about it. */
export const asksFor = (text: string) => {
  const t = normalize(text);
  return isDesire(t) || WANTS_AR.test(t) || isPoliteRequest(t);
};

const HYPOTHETICAL = /^(if|what if|what happens|in case)\b|\bwhat happens\b|^(اذا|لو|في حال)(\s|$)/;
const ASKS =
  /^(can|could|may|do|does|did|is|are|was|will|would|should|how|what|whats|when|where|which|who|why|until|till)\b|^(هل|كيف|متي|ماذا|ما|اين|وين|كم|ليش|لماذا)(\s|$)|^(ابي|ابغي|ابغا|اريد|ودي|بغيت) (اعرف|اسال)(\s|$)/;
const POLITE_REQUEST =
  /^(can|could|may|would) (i|we|you|u)( please)? (book|reserve|order|get|have|make|cancel|send|bring|deliver)\b|^(would|do) you mind (sending|bringing|getting|ordering|delivering|booking)\b|^هل (يمكنني|ممكن|اقدر|استطيع|يمكنك) (احجز|حجز|اطلب|طلب|الغي|الغاء)|^(هل )?(ممكن|يمكنكم|يمكنك|تقدر|تقدرون|تقدري|تقدروا|بتقدر|بتقدري|بتقدروا|فيك|فيكي|فيكم|فيكن) (توصل|توصلون|توصلوا|ترسل|ترسلون|ترسلوا|تجيب|تجيبون|تجيبوا|تحجز|تحجزون|تحجزوا|تحجزلي|تحجزلنا|تلغي|تلغيلي|تبعت|تبعتلي|تبعتلنا|تبعتولي)(\s|$)/;
/** 'ممكن …؟', 'لو سمحت …', 'ياريت …': an Arabic polite opening that asks for what follows. */
const POLITE_ASK_AR = /^(?:(?:هل|لو سمحت|من فضلك) )?(?:ممكن|لو سمحت|من فضلك|ياريت|يا ريت)(?:\s|$)/;
/** What something costs ('how much', 'بكم', 'كم سعر'): a question that never orders. */
const ASKS_PRICE = /\b(?:how much|price|prices|cost|costs)\b|سعر|بكم|ثمن|تكلف|يكلف|قديش|كام/;
const ABOUT_RULES =
  /\b(refund|money back|fee|fees|charge|charged|penalty|pay|cost|free|last minute|in advance|ahead|need to|have to|must|policy|allowed|rules?)\b|استرداد|استرد|يسترد|استرجاع|فلوسي|المبلغ|رسوم|غرامه|يخصم|مجانا|مجاني|مسبقا|لازم|يجب|مسموح|سياسه/;
/** A question about the rules of cancelling: its deadline, its fee, its refund. */
const POLICY_QUESTION =
  /\b(how late|how long before|how far in advance|how many hours|up to when|until when|till when|until what time|by when|deadline|(?:is|are) there (?:a |any )?(?:fee|charge|penalty)|refund|money back|free of charge|for free|without (?:being charged|paying|a fee|charge|penalty)|penalty|cancellation (?:fee|policy|rules?|window))\b|حتي متي|لين متي|الي متي|قبل كم|رسوم الالغاء|سياسه الالغاء|غرامه|استرداد/;
/** The guest's own booking or order ('my table', 'our spa appointment', 'حجزي'). */
const OWN_BOOKING =
  /\b(my|our)\b[^.?!]{0,30}\b(booking|reservation|appointment|table|order|excursion|massage|treatment)s?\b|حجزي|حجوزاتي|حجزنا|حجوزاتنا|موعدي|طلبي|(حجوزات|حجز)\s+(اللي|الي|التي|الذي)\s+(عندي|عندنا|لدي|لدينا)/;

/** A department's phone number or extension ('رقم خدمة الغرف', 'room service extension?'); a message with a number in it states one. */
const CONTACT_NUMBER =
  /\b(?:phone number|extension|ext|what number|which number|number (?:for|of|to call|to dial))\b|(?:^|\s)(?:ال)?(?:رقم|نمره|تحويله)(?:ه|ها|هم)?(?=\s|$)|(?:^|\s)(?:الرقم|رقم) الداخلي(?=\s|$)/;

/** 'ابي رقم الروم سيرفس', 'عايز نمرة خدمة الغرف': asks how to reach a department, never for what it sells. */
export const asksContactNumber = (normalised: string) =>
  CONTACT_NUMBER.test(normalised) && !/\d/.test(normalised);

/**
 * True when a message that names an action ('cancel', 'book', 'room service') asks about it
 * rather than asking for it: a hypothetical ('if I cancel…', 'what happens if…'), or a question
 * ('do I have to reserve the buffet?', 'until what time can I order food to my room?') that is
 * not about the guest's own booking. Such questions are answered from the ship's knowledge.
 */
export function asksAbout(text: string): boolean {
  const t = normalize(text);
  if (HYPOTHETICAL.test(t) || asksContactNumber(t)) return true;
  // 'Until when can I cancel my massage for free?' asks the rules, even about the guest's own booking.
  if (ASKS.test(t) && POLICY_QUESTION.test(t)) return true;
  if (OWN_BOOKING.test(t)) return false;
  // 'Can I book a massage?' is a polite request; 'can I cancel and get my money back?' asks the rules.
  if ((POLITE_REQUEST.test(t) || isPoliteRequest(t)) && !ABOUT_RULES.test(t)) return false;
  // 'ممكن طبق مقبلات واتنين قهوه علي الكابينه؟': dishes asked for to the cabin, not a question about them.
  if (POLITE_ASK_AR.test(t) && !ASKS_PRICE.test(t) && isRoomService(t) && readOrder(t).lines.length > 0)
    return false;
  // 'can u send up 2 pizzas + 2 waters': dishes ordered by count, never a question about them.
  if (!ASKS_PRICE.test(t) && !HYPOTHETICAL.test(t) && ordersByCount(t)) return false;
  return ASKS.test(t) || /[?؟]\s*$/.test(t);
}
