import { BOOKING_PARTY_SIZE_MAX } from '../../domains/bookings/schema.ts';
import { partyOfRecord } from '../../domains/bookings/sold-party.ts';
import type { ExcursionInfo, FreeTime, SpaServiceInfo } from '../tools/types.ts';
import {
  askBookingDetails,
  composeDropIn,
  composeUnavailable,
  type Missing,
  type ServiceKind,
} from './compose-bookings.ts';
import { composeExcursionDetail, composeExcursionList } from './compose-excursions.ts';
import { composeSpaChoice } from './compose-spa.ts';
import { describeExcursion } from './describe.ts';
import { normalize } from './language.ts';
import { DESCRIBED, type Describable, namedOne, rankEntities, topTied } from './match.ts';
import { namesUncountedParty } from './party-company.ts';
import { asksPartyOnly } from './party-reply.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { clock, dayPhrase, inVoice, say, type Voice } from './say.ts';

type Bookable = {
  id: number;
  name: string;
  nameAr?: string | null;
  freeTimes: FreeTime[];
  isBookable?: boolean;
  description?: string | null;
  features?: string[] | null;
  capacity?: number | null;
};

const TOOL_OF = { restaurant: 'bookTable', spa: 'bookSpa', activity: 'bookActivity' } as const;
const ID_OF = { restaurant: 'restaurantId', spa: 'spaServiceId', activity: 'activityId' } as const;
const OPTIONS_SHOWN = 9;

/**
 * The words that only say what kind of thing is booked ('a spa treatment', 'a table', 'an excursion',
 * 'an activity session'): they name no one of them, so they never pick one by its description
 * ('Sea-view treatment room' is not what 'a spa treatment' asks for).
 */
const KIND_WORDS =
  /(?<![\p{L}])(?:spa|treatments?|appointments?|sessions?|tables?|restaurants?|excursions?|shore trips?|trips?|tours?|activit(?:y|ies)|something|anything)(?![\p{L}])/giu;
export const withoutKindWords = (text: string) => text.replace(KIND_WORDS, ' ');

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
/** How far a time is from the nearest free one, in minutes. */
const distanceToFree = (time: string, free: FreeTime[]) =>
  Math.min(...free.map((slot) => Math.abs(minutesOf(slot.time) - minutesOf(time))));

/**
 * A bare hour ('at 7') is the evening one when only that is free; when neither is, the one nearer
 * the venue's free times ('٨' at a restaurant that seats from 17:30 is 8 pm, never 8 am).
 */
export function resolveTime(time: string, isAmbiguous: boolean, free: FreeTime[]): string {
  if (!isAmbiguous || free.some((slot) => slot.time === time)) return time;
  const [hours = '0', minutes = '00'] = time.split(':');
  const evening = `${String(Number(hours) + 12).padStart(2, '0')}:${minutes}`;
  if (free.some((slot) => slot.time === evening)) return evening;
  if (free.length === 0 || Number(hours) >= 12) return time;
  return distanceToFree(evening, free) <= distanceToFree(time, free) ? evening : time;
}

/**
 * A restaurant, spa or activity booking: finds the service the guest named or described, asks
 * for anything missing (restaurants need the party size; spa and activities default to one
 * guest; the date defaults to the day looked up), checks the time is free, then books.
 */
export function planServiceBooking<T extends Bookable>(
  step: Step,
  kind: ServiceKind,
  services: T[],
  describe: (item: T) => Describable,
): Plan {
  const { voice, date } = step;
  let { focus } = step;
  const ranked = rankEntities(withoutKindWords(focus.text), services, describe);
  const named = namedOne(ranked);
  const service = named ?? (topTied(ranked, DESCRIBED).length === 1 ? ranked[0]?.item : undefined);
  const missing: Missing[] = [];
  if (!service) missing.push('venue');
  // Tables need the party; a treatment or session is the guest's own unless they speak of others
  // without a count ('للعيال', 'for my kids'), when the party is asked, never taken as one.
  if (
    focus.details.partySize === undefined &&
    (kind === 'restaurant' || namesUncountedParty(normalize(focus.text)))
  )
    missing.push('partySize');
  // An activity with one session that day has its time: the proposal shows it before the guest's yes.
  const onlySession =
    kind === 'activity' && service?.freeTimes.length === 1 ? service.freeTimes[0] : undefined;
  if (!focus.details.time && onlySession)
    focus = { ...focus, details: { ...focus.details, time: onlySession.time, isTimeAmbiguous: false } };
  if (!focus.details.time) missing.push('time');
  // A time off the grid is said at once, with the nearest free times, even while the party is still asked for.
  if (service && focus.details.time && missing.length === 1 && missing[0] === 'partySize') {
    const time = resolveTime(focus.details.time, focus.details.isTimeAmbiguous ?? false, service.freeTimes);
    if (!service.freeTimes.some((free) => free.time === time))
      return answer(
        `${composeUnavailable(voice, service, date, time)} ${say(voice, 'And how many guests?', 'وكم عدد الضيوف؟')}`,
      );
  }
  // 'yes go ahead' to 'How many guests?': asked again, saying what is held and what is still needed.
  const asked = step.conversation.turns.at(-2);
  if (
    service &&
    focus.details.time &&
    missing.length === 1 &&
    missing[0] === 'partySize' &&
    asked?.role === 'assistant' &&
    asksPartyOnly(asked.text)
  ) {
    const time = resolveTime(focus.details.time, focus.details.isTimeAmbiguous ?? false, service.freeTimes);
    const name = inVoice(voice, service.name, service.nameAr);
    return answer(
      say(
        voice,
        `To book ${name} ${dayPhrase(voice, date)} at ${clock(voice, time)}, I just need the number of guests: how many of you will be dining?`,
        `لحجز ${name} ${dayPhrase(voice, date)} الساعة ${clock(voice, time)}، أحتاج فقط إلى عدد الضيوف: كم عددكم؟`,
      ),
    );
  }
  // 'Can I book a spa treatment?': the treatments with their length and price, and which one.
  if (!service && kind === 'spa' && topTied(ranked, DESCRIBED).length === 0)
    return answer(composeSpaChoice(voice, services as unknown as SpaServiceInfo[]));
  if (missing.length) {
    const tied = topTied(ranked, DESCRIBED);
    const options = (tied.length > 1 ? tied : services)
      .slice(0, OPTIONS_SHOWN)
      .map((item) => inVoice(voice, item.name, item.nameAr));
    return answer(askBookingDetails(voice, kind, missing, date, service, options));
  }
  if (!service || !focus.details.time) return answer(askBookingDetails(voice, kind, ['venue'], date));
  return bookServiceAt(voice, kind, service, {
    date,
    time: resolveTime(focus.details.time, focus.details.isTimeAmbiguous ?? false, service.freeTimes),
    // No party given: the record's own ('a suite for two'), else the guest alone.
    partySize: focus.details.partySize ?? partyOfRecord(service) ?? 1,
    specialRequests: focus.details.specialRequests,
  });
}

/** The day, time and party a table, treatment or session is asked for, with any special requests. */
export type ServiceBooking = { date: string; time: string; partySize: number; specialRequests?: string };

/**
 * The last checks before a table, treatment or session is booked, the same for a first request and
 * a switch to another service: a service that takes no bookings says so, a party over the limit is
 * offered staff, a time that is not free (or has too few places left) is said with the free times;
 * otherwise the booking tool is called.
 */
export function bookServiceAt(
  voice: Voice,
  kind: ServiceKind,
  service: Pick<Bookable, 'id' | 'name' | 'nameAr' | 'freeTimes' | 'isBookable'>,
  { date, time, partySize, specialRequests }: ServiceBooking,
): Plan {
  if (service.isBookable === false) return answer(composeDropIn(voice, service));
  const tooMany = partyOverLimit(voice, partySize);
  if (tooMany) return tooMany;
  const slot = service.freeTimes.find((free) => free.time === time);
  if (!slot || slot.spotsLeft < partySize) {
    return answer(composeUnavailable(voice, service, date, time, slot?.spotsLeft ?? 0));
  }
  return call({
    toolName: TOOL_OF[kind],
    input: {
      [ID_OF[kind]]: service.id,
      date,
      time,
      partySize,
      ...(specialRequests ? { specialRequests } : {}),
    },
  });
}

/** An excursion booking: the excursion by name, port or kind; participants default to one. */
export function planExcursionBooking(step: Step, excursions: ExcursionInfo[]): Plan {
  const { focus, voice } = step;
  const ranked = rankEntities(withoutKindWords(focus.text), excursions, describeExcursion);
  const excursion =
    namedOne(ranked) ?? (topTied(ranked, DESCRIBED).length === 1 ? ranked[0]?.item : undefined);
  if (!excursion) {
    const tied = topTied(ranked, DESCRIBED);
    const list = composeExcursionList(voice, { excursions }, tied);
    return answer(`${say(voice, 'Which excursion would you like to book?', 'أي رحلة تودّ حجزها؟')}\n${list}`);
  }
  if (focus.details.partySize === undefined && namesUncountedParty(normalize(focus.text)))
    return answer(
      say(
        voice,
        `I'd be happy to book ${excursion.title} for you. How many participants should I book?`,
        `يسعدني أن أحجز لك ${inVoice(voice, excursion.title, excursion.titleAr)}. كم مشاركًا أحجز؟`,
      ),
    );
  const participants = focus.details.partySize ?? 1;
  const tooMany = partyOverLimit(voice, participants);
  if (tooMany) return tooMany;
  if (excursion.spotsLeft < participants) {
    return answer(
      excursion.spotsLeft > 0
        ? say(
            voice,
            `${excursion.title} has only ${excursion.spotsLeft} spots left. How many participants should I book?`,
            `لم يتبقَّ في ${inVoice(voice, excursion.title, excursion.titleAr)} سوى ${excursion.spotsLeft} من المقاعد. كم مشاركًا أحجز؟`,
          )
        : `${composeExcursionDetail(voice, excursion)}`,
    );
  }
  return call({
    toolName: 'bookExcursion',
    input: {
      shoreExcursionId: excursion.id,
      participants,
      specialRequests: focus.details.specialRequests ?? '',
    },
  });
}

/**
 * A party larger than one booking takes (tables, treatments, activities and excursions alike: 20) is
 * never sent to the booking tools, whose input would refuse it: the guest is told the limit and offered staff.
 */
export function partyOverLimit(voice: Voice, size: number): Plan | undefined {
  if (size <= BOOKING_PARTY_SIZE_MAX) return undefined;
  return answer(
    say(
      voice,
      `I can book parties of up to ${BOOKING_PARTY_SIZE_MAX} guests here. For a group of ${size}, would you like me to connect you with a member of our staff?`,
      `يمكنني هنا حجز مجموعات حتى ${BOOKING_PARTY_SIZE_MAX} ضيفًا. لمجموعة من ${size}، هل تودّ أن أوصلك بأحد أفراد طاقمنا؟`,
    ),
  );
}
