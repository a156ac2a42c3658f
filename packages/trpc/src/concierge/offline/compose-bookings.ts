import type {
  BookedExcursion,
  BookedService,
  CancelResult,
  Failure,
  FreeTime,
  MyBookingsResult,
} from '../tools/types.ts';
import {
  bullet,
  clock,
  dayPhrase,
  inVoice,
  joinList,
  people,
  quote,
  say,
  timesList,
  usd,
  type Voice,
} from './say.ts';

export type ServiceKind = 'restaurant' | 'spa' | 'activity';
export type Missing = 'venue' | 'time' | 'partySize';

const WHAT: Record<ServiceKind, [string, string]> = {
  restaurant: ['a table', 'طاولة'],
  spa: ['an appointment', 'موعدًا'],
  activity: ['a session', 'جلسة'],
};

/** Asks for what is still missing before booking, offering the free times when the venue is known. */
export function askBookingDetails(
  voice: Voice,
  kind: ServiceKind,
  missing: Missing[],
  date: string,
  service?: { name: string; nameAr?: string | null; freeTimes: FreeTime[] },
  options: string[] = [],
): string {
  const [en, ar] = WHAT[kind];
  const where = service
    ? say(voice, ` at ${service.name}`, ` في ${inVoice(voice, service.name, service.nameAr)}`)
    : '';
  const questions: string[] = [];
  if (missing.includes('venue')) {
    const which = {
      restaurant: ['Which restaurant', 'أي مطعم'],
      spa: ['Which treatment', 'أي علاج'],
      activity: ['Which activity', 'أي نشاط'],
    }[kind];
    questions.push(
      options.length
        ? say(
            voice,
            `${which[0]} would you like: ${joinList(voice, options, 'or')}?`,
            `${which[1]} تفضّل: ${joinList(voice, options, 'or')}؟`,
          )
        : say(voice, `${which[0]} would you like?`, `${which[1]} تفضّل؟`),
    );
  }
  if (missing.includes('partySize')) questions.push(say(voice, 'How many guests?', 'كم عدد الضيوف؟'));
  if (missing.includes('time')) {
    const times = service?.freeTimes.map((slot) => slot.time) ?? [];
    questions.push(
      times.length
        ? say(
            voice,
            `What time? Free times ${dayPhrase(voice, date)}: ${timesList(voice, times)}.`,
            `في أي وقت؟ الأوقات المتاحة ${dayPhrase(voice, date)}: ${timesList(voice, times)}.`,
          )
        : say(voice, 'What time would you like?', 'في أي وقت تفضّل؟'),
    );
  }
  return [
    say(voice, `I'd be happy to book ${en}${where} for you.`, `يسعدني أن أحجز لك ${ar}${where}.`),
    ...questions,
  ].join(' ');
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** The free times closest to the one asked for (the one before and the one after, or the single closest). */
function nearestTimes(times: string[], wanted: string): string[] {
  const target = minutesOf(wanted);
  const before = times.filter((t) => minutesOf(t) < target).at(-1);
  const after = times.find((t) => minutesOf(t) > target);
  return [before, after].filter((t): t is string => t !== undefined);
}

/** A service that takes no bookings ('Sunset Yoga'): the guest simply drops by. */
export function composeDropIn(voice: Voice, service: { name: string; nameAr?: string | null }): string {
  return say(
    voice,
    `${service.name} doesn't take bookings: you can simply drop by.`,
    `لا يحتاج ${inVoice(voice, service.name, service.nameAr)} إلى حجز، يمكنك الحضور مباشرة.`,
  );
}

/** The requested time is not free (or has too few spots): say so and name what is left. */
export function composeUnavailable(
  voice: Voice,
  service: { name: string; nameAr?: string | null; freeTimes: FreeTime[] },
  date: string,
  time: string,
  spotsLeft = 0,
): string {
  const times = service.freeTimes.map((slot) => slot.time).filter((free) => free !== time);
  const head =
    spotsLeft > 0
      ? say(
          voice,
          `${service.name} has only ${spotsLeft} ${spotsLeft === 1 ? 'place' : 'places'} left at ${clock(voice, time)} ${dayPhrase(voice, date)}.`,
          `لم يتبقَّ في ${inVoice(voice, service.name, service.nameAr)} سوى ${spotsLeft} من الأماكن الساعة ${clock(voice, time)} ${dayPhrase(voice, date)}.`,
        )
      : say(
          voice,
          `${service.name} has nothing free at ${clock(voice, time)} ${dayPhrase(voice, date)}.`,
          `لا يوجد مكان متاح في ${inVoice(voice, service.name, service.nameAr)} الساعة ${clock(voice, time)} ${dayPhrase(voice, date)}.`,
        );
  const nearest = nearestTimes(times, time);
  const rest = times.length
    ? say(
        voice,
        `The nearest free ${nearest.length === 1 ? 'time is' : 'times are'} ${joinList(
          voice,
          nearest.map((t) => clock(voice, t)),
        )}. Free times: ${timesList(voice, times)}. Which would you like?`,
        `أقرب ${nearest.length === 1 ? 'وقت متاح' : 'الأوقات المتاحة'}: ${joinList(
          voice,
          nearest.map((t) => clock(voice, t)),
        )}. الأوقات المتاحة: ${timesList(voice, times)}. أيّها تفضّل؟`,
      )
    : say(voice, 'There are no other free times that day.', 'لا توجد أوقات أخرى متاحة في ذلك اليوم.');
  return `${head} ${rest}`;
}

/** A booked service's name in the reply's language (its Arabic name looked up from the record). */
export const serviceName = (voice: Voice, b: BookedService) => inVoice(voice, b.serviceName, b.serviceNameAr);
export const excursionName = (voice: Voice, e: BookedExcursion) => inVoice(voice, e.title, e.titleAr);

/**
 * Why a rule refused, in the reply's language: the Arabic text of the rule when it has one, else
 * the English quoted as the ship's system wrote it (never dropped).
 */
export const refusal = (voice: Voice, failure: Failure) =>
  voice.lang === 'ar' ? (failure.errorAr ?? quote(failure.error)) : failure.error;

const statusOf = (voice: Voice, status: string) =>
  voice.lang === 'ar'
    ? ({ confirmed: 'مؤكد', pending: 'قيد الانتظار', cancelled: 'ملغى' }[status] ?? status)
    : status;

/** Confirms exactly what was booked. */
export function composeBooked(voice: Voice, booking: BookedService): string {
  const what = {
    restaurant: ['Your table is booked', 'تم حجز طاولتك'],
    spa: ['Your spa appointment is booked', 'تم حجز موعدك في السبا'],
    activity: ['Your activity session is booked', 'تم حجز جلستك'],
  }[booking.type];
  return say(
    voice,
    `${what[0]}: ${booking.serviceName}, ${dayPhrase(voice, booking.date)} at ${clock(voice, booking.time)}, for ${people(voice, booking.partySize)}. Booking number ${booking.id}. You will find it under My Bookings.`,
    `${what[1]}: ${serviceName(voice, booking)}، ${dayPhrase(voice, booking.date)} الساعة ${clock(voice, booking.time)}، ${people(voice, booking.partySize)}. رقم الحجز ${booking.id}. ستجده في صفحة حجوزاتي.`,
  );
}

export function composeExcursionBooked(voice: Voice, booking: BookedExcursion): string {
  return say(
    voice,
    `Your shore excursion is booked: ${booking.title}, ${booking.participants} ${booking.participants === 1 ? 'participant' : 'participants'}, ${usd(voice, booking.totalPriceUSD)} in total. Booking number ${booking.id}.`,
    `تم حجز رحلتك البرية: ${excursionName(voice, booking)}، عدد المشاركين ${booking.participants}، الإجمالي ${usd(voice, booking.totalPriceUSD)}. رقم الحجز ${booking.id}.`,
  );
}

export function composeBookingFailed(voice: Voice, failure: Failure): string {
  return say(
    voice,
    `I couldn't complete that booking: ${failure.error}. Would you like to try another time?`,
    `تعذّر إتمام الحجز: ${refusal(voice, failure)}. هل تودّ تجربة وقت آخر؟`,
  );
}

function serviceLine(voice: Voice, b: BookedService): string {
  const comma = voice.lang === 'ar' ? '، ' : ', ';
  return `#${b.id} ${serviceName(voice, b)}${comma}${dayPhrase(voice, b.date)} ${clock(voice, b.time)}${comma}${people(voice, b.partySize)} (${statusOf(voice, b.status)})`;
}

/** The guest's bookings, services first, then excursions; only booking `onlyId` when the guest named one ('#4'). */
export function composeMyBookings(voice: Voice, result: MyBookingsResult, onlyId?: number): string {
  if (onlyId !== undefined) {
    const one = {
      bookings: result.bookings.filter((b) => b.id === onlyId),
      excursions: result.excursions.filter((e) => e.id === onlyId),
    };
    if (one.bookings.length + one.excursions.length !== 1)
      return `${say(voice, `I couldn't find booking #${onlyId} among yours.`, `لم أجد الحجز رقم ${onlyId} ضمن حجوزاتك.`)}\n${composeMyBookings(voice, result)}`;
    return `${composeMyBookings(voice, one)}\n${say(voice, 'Would you like to change or cancel it?', 'هل تودّ تعديله أو إلغاءه؟')}`;
  }
  if (result.bookings.length === 0 && result.excursions.length === 0) {
    return say(
      voice,
      'You have no bookings yet. I can book a restaurant table, a spa treatment, an activity or a shore excursion for you.',
      'ليس لديك أي حجوزات بعد. يمكنني حجز طاولة في مطعم أو علاج في السبا أو نشاط أو رحلة برية.',
    );
  }
  return [
    say(voice, 'Your bookings:', 'حجوزاتك:'),
    ...result.bookings.map((b) => bullet(serviceLine(voice, b))),
    ...result.excursions.map((e) =>
      bullet(
        say(
          voice,
          `#${e.id} ${e.title}, ${e.participants} participants (${e.status})`,
          `#${e.id} ${excursionName(voice, e)}، عدد المشاركين: ${e.participants} (${statusOf(voice, e.status)})`,
        ),
      ),
    ),
  ].join('\n');
}

/** Which booking to cancel, when the guest did not say or several fit. */
export function askWhichToCancel(voice: Voice, candidates: MyBookingsResult): string {
  const active = {
    bookings: candidates.bookings.filter((b) => b.status !== 'cancelled'),
    excursions: candidates.excursions.filter((e) => e.status !== 'cancelled'),
  };
  if (active.bookings.length === 0 && active.excursions.length === 0) {
    return say(voice, 'You have no active bookings to cancel.', 'ليس لديك حجوزات فعّالة لإلغائها.');
  }
  return `${say(voice, 'Which booking would you like to cancel? Tell me its number.', 'أي حجز تودّ إلغاءه؟ أخبرني برقمه.')}\n${composeMyBookings(voice, active)}`;
}

export function composeCancelled(voice: Voice, result: CancelResult): string {
  if (!result.ok)
    return say(
      voice,
      `I couldn't cancel that booking: ${result.error}.`,
      `تعذّر إلغاء الحجز: ${refusal(voice, result)}.`,
    );
  const name =
    result.kind === 'service' ? serviceName(voice, result.booking) : excursionName(voice, result.booking);
  return say(
    voice,
    `Booking #${result.booking.id} (${name}) is now cancelled.`,
    `تم إلغاء الحجز رقم ${result.booking.id} (${name}).`,
  );
}
