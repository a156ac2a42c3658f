import { ROOM_SERVICE_DELIVERY } from '@marsa/db/constants';
import type { KnowledgeResult, RoomServiceResult, VenueInfo } from '../tools/types.ts';
import { inGuestLanguage } from './compose-search.ts';
import {
  clocksIn,
  descriptionLines,
  inVoice,
  place,
  quote,
  say,
  staffOffer,
  term,
  type Voice,
} from './say.ts';

const TOPICS_EN =
  'restaurants, spa treatments, activities, shore excursions, daily specials, room service and your bookings';
const DELIVERY_AR = ROOM_SERVICE_DELIVERY.replace('minutes', 'دقيقة');
const TOPICS_AR = 'المطاعم وعلاجات السبا والأنشطة والرحلات البرية والعروض اليومية وخدمة الغرف وحجوزاتك';

export function composeGreeting(voice: Voice): string {
  const name = voice.guestName ? ` ${voice.guestName}` : '';
  return say(
    voice,
    `Hello${name}! I'm your ${voice.brand} concierge. I can help with ${TOPICS_EN}. What would you like to do?`,
    `مرحبًا${name}! أنا مساعدك في ${voice.brand}. يمكنني مساعدتك في ${TOPICS_AR}. كيف يمكنني خدمتك؟`,
  );
}

export const composeThanks = (voice: Voice) =>
  say(
    voice,
    "You're welcome! Is there anything else I can do for you?",
    'على الرحب والسعة! هل هناك أي شيء آخر يمكنني مساعدتك به؟',
  );

/** 'okay', 'طيب' with nothing pending: nothing to do, and nothing to hand to staff. */
export const composeAcknowledged = (voice: Voice) =>
  say(
    voice,
    // No question at the end: a second 'yeah' must not read as a yes to it.
    'Sure. I am here whenever you need anything else.',
    'حسنًا. أنا هنا متى احتجت أي شيء آخر.',
  );

export const composeHuman = (voice: Voice) =>
  say(
    voice,
    `Of course. A member of our Guest Services team can help you personally. ${staffOffer(voice)} Meanwhile I can help with ${TOPICS_EN}.`,
    `بالتأكيد. يمكن لأحد أفراد فريق خدمة الضيوف مساعدتك شخصيًا. ${staffOffer(voice)} وفي الأثناء يمكنني مساعدتك في ${TOPICS_AR}.`,
  );

/** What the concierge says when nothing it knows answers the question. */
export const composeUnknown = (voice: Voice) =>
  say(
    voice,
    `I'm sorry, I don't have information about that. ${staffOffer(voice)}`,
    `عذرًا، لا تتوفر لدي معلومات حول ذلك. ${staffOffer(voice)}`,
  );

/** One part of a message of several questions that the ship's data cannot answer, named so it is not skipped. */
export const composeUnknownPart = (voice: Voice, part: string) =>
  say(
    voice,
    `As for “${part.replace(/[?؟.!\s]+$/, '')}”: I'm sorry, I don't have information about that. ${staffOffer(voice)}`,
    `أما «${part.replace(/[?؟.!\s]+$/, '')}»: عذرًا، لا تتوفر لدي معلومات حول ذلك. ${staffOffer(voice)}`,
  );

export const askWhatToBook = (voice: Voice) =>
  say(
    voice,
    'I can book a restaurant table, a spa treatment, an activity session or a shore excursion. What would you like to book?',
    'يمكنني حجز طاولة في مطعم أو علاج في السبا أو جلسة نشاط أو رحلة برية. ماذا تودّ أن تحجز؟',
  );

/** The best FAQ answer (a staff correction first), or the honest fallback. */
export function composeKnowledge(voice: Voice, result: KnowledgeResult | undefined): string {
  const corrected = result?.corrections[0];
  if (corrected) return inGuestLanguage(voice, corrected.answer, null);
  const topic = result?.topics[0];
  return topic ? inGuestLanguage(voice, topic.answer, topic.answerAr) : composeUnknown(voice);
}

export function composeVenue(voice: Voice, venue: VenueInfo): string {
  const hours = venue.operatingHours
    ? say(
        voice,
        ` Hours: ${clocksIn(voice, venue.operatingHours)}.`,
        ` ساعات العمل: ${term(voice, venue.operatingHours)}.`,
      )
    : '';
  const contact = venue.contactInfo
    ? say(voice, ` Contact: ${venue.contactInfo}.`, ` للتواصل: ${term(voice, venue.contactInfo)}.`)
    : '';
  return say(
    voice,
    `${venue.name} is on Deck ${venue.deckNumber} (${venue.deckName}).${hours}${contact}${venue.description ? ` ${venue.description}` : ''}`,
    `يقع ${inVoice(voice, venue.name, venue.nameAr)} في الطابق ${venue.deckNumber} (${place(voice, venue.deckName)}).${hours}${contact}${descriptionLines(
      voice,
      venue.description,
      venue.descriptionAr,
    )
      .map((line) => ` ${line}`)
      .join('')}`,
  );
}

export const askRoomServiceOrder = (voice: Voice) =>
  say(
    voice,
    `I'd be happy to arrange room service. What would you like, and how many of each? Delivery takes about ${ROOM_SERVICE_DELIVERY}.`,
    `يسعدني ترتيب خدمة الغرف لك. ماذا تودّ أن تطلب، وكم العدد من كل صنف؟ يستغرق التوصيل نحو ${DELIVERY_AR}.`,
  );

export function composeRoomService(voice: Voice, result: RoomServiceResult): string {
  if (!result.ok)
    return say(
      voice,
      `I couldn't place that order: ${result.error}.`,
      `تعذّر تقديم الطلب: ${result.errorAr ?? quote(result.error)}.`,
    );
  const items = result.order.items
    .map((item) => `${item.quantity} × ${inVoice(voice, item.name, item.nameAr)}`)
    .join(voice.lang === 'ar' ? '، ' : ', ');
  return say(
    voice,
    `Your room service order #${result.order.id} is placed: ${items}. Estimated delivery: ${result.order.estimatedDelivery}.`,
    `تم تقديم طلب خدمة الغرف رقم ${result.order.id}: ${items}. وقت التوصيل المتوقع: ${result.order.estimatedDelivery.replace('minutes', 'دقيقة')}.`,
  );
}
