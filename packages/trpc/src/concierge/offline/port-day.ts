import { ALL_ABOARD_MINUTES_BEFORE_DEPARTURE } from '@marsa/db/constants';
import { formatDate, isArabic } from '@marsa/i18n';
import type { ItineraryResult, PortInfo } from '../tools/types.ts';
import { addDays } from './dates.ts';
import { callsOn, type DayAsked, dateOfDay, dayAskedIn } from './day-asked.ts';
import { describePort } from './describe.ts';
import { normalize } from './language.ts';
import { namedOne, rankEntities } from './match.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { portOfDayNamed, portShownBefore } from './port-in-context.ts';
import { composeTimezone, timezoneAsked } from './port-timezone.ts';
import { allAboardTime } from './reason.ts';
import { stayMinutes } from './reason-lists.ts';
import { clock, inVoice, say, term, type Voice } from './say.ts';

/**
 * Questions a port call's days answer: where the ship is on a day ('where are we today?', 'what
 * about tomorrow?', 'وين بنكون بكره؟'), how long it stays ('how long r we in aqaba', 'هنقعد كام
 * ساعة في سفاجا') and on which day it reaches a port ('which day do we get to sharm', 'أي يوم نكون
 * في العقبة؟'). Read from the itinerary, with the all-aboard time of each call.
 */
export type PortDayQuestion =
  | ({ kind: 'where' } & DayAsked)
  | { kind: 'stay' }
  | { kind: 'timezone' }
  | { kind: 'which_day' }
  | { kind: 'after_shown' };

/** 'what's after that?', 'and then?', 'وش اللي بعدها', 'وبعدين؟': the call after the port just shown. */
const AFTER_SHOWN =
  /^(?:(?:and|so|ok|okay)\s+)*(?:what(?:'?s| is| comes)? |where(?:'?s| do we go| next)? )?(?:(?:comes |go )?after (?:that|it|this|there)|next|then)[?!.\s]*$|^(?:(?:طيب|طب|اوك)\s+)?(?:و?(?:وش|ايش|شو|ايه|ما|وين|فين|اين) )?(?:(?:هو|هي) )?(?:اللي |الي |الذي |التي )?بعد(?:ها|ه|و|ين|يها)[?؟!.\s]*$|^وبعدين[?؟!.\s]*$/;

/** 'where are we', 'where will we be', 'where's the ship': the ship's place, never 'where can we eat'. */
const WHERE_US_EN = /\bwhere(?:'s| is| are| r| will| do| does| would)?\s+(?:we|the ship|the boat|us)\b/;
const WHICH_PLACE_EN = /\b(?:which port|what port|which city|what city|what country)\b/;
const US_EN = /\b(?:we|we'?ll|are we|r we|the ship|the boat|us)\b/;
const WHERE_AR =
  /(?:^|\s)(?:وين|فين|اين|وينا|فينا)(?:\s|$|[?؟])|(?:^|\s)(?:اي|ايش|وش|ايه|انهي) (?:ميناء|مينا|مدينه|بلد|دوله)(?:\s|$|[?؟])/;
const US_AR =
  /(?:^|\s)(?:احنا|نحن|نكون|بنكون|هنكون|حنكون|نكون|رح نكون|راح نكون|بنصير|السفينه|المركب|الباخره|رايحين|نروح|بنروح|هنروح|نرسي|راسيين)(?:\s|$|[?؟])/;

const STAY_EN =
  /\bhow (?:long|many hours|much time)\b.*\b(?:are we|r we|we are|we'?re|will we|do we (?:have|stay|get)|we stay|we have|the ship|docked|in port|stop)\b|\btime in port\b|\bhours? in port\b/;
const STAY_AR =
  /(?:كم|كام|قديش|قد ايش|اديش|ايش|وش) (?:ساعه|ساعات|وقت|مده)(?:\s|$).*(?:نقعد|نبقي|نظل|نضل|نكون|بنقعد|هنقعد|حنقعد|رح نضل|نرسي|راسيين|الميناء|التوقف|الرسو)|(?:نقعد|نبقي|نظل|نضل|بنقعد|هنقعد|حنقعد|رح نضل|نرسي) (?:كم|كام|قديش|اديش) (?:ساعه|ساعات|وقت)|مده (?:التوقف|الرسو|البقاء)/;

/** 'from what time till when?', 'من أيمتى لأيمتى؟': a call's span, asked of the ship in a port. */
const SPAN_EN = /\bfrom (?:when|what time) (?:to|till|until|til) (?:when|what time)\b/;
const SPAN_AR =
  /(?:^|\s)من (?:ا?يمتي|ا?يمتا|امتي|امتا|متي|اي ساعه) (?:ل|الي |لحد |لين |لغايه )(?:ا?يمتي|ا?يمتا|امتي|امتا|متي|اي ساعه)/;
/** Staying in port in the dialects: 'قديش بتضل السفينة بشرم؟', 'المركب هيفضل في ينبع'. */
const STAYS_AR =
  /(?:^|\s)(?:رح |راح )?[بهح]?[نتي](?:ضل|ظل|فضل|قعد|بقي)(?:\s|$)|السفينه|المركب|الباخره|راسيين/;
const HOW_LONG_STAYS_AR =
  /(?:^|\s)(?:كم|كام|قديش|اديش|قد ايش) (?:رح |راح )?[بهح]?[نتي](?:ضل|ظل|فضل|قعد|بقي)(?:\s|$)/;
const SHIP_AR = /السفينه|المركب|الباخره|(?:^|\s)(?:رح |راح )?[بهح]?ن(?:ضل|ظل|فضل|قعد|بقي)(?:\s|$)/;
const SHIP_EN = /\b(?:we|we'?re|the ship|the boat|docked|in port)\b/;

const WHICH_DAY_EN = /\b(?:which|what) day\b|\bwhat date\b|\bon which day\b/;
const WHICH_DAY_AR = /(?:^|\s)(?:اي|ايش|ايه|انهي|وش|في اي|باي|ماهو|ما هو) (?:يوم|تاريخ)(?:\s|$)/;
const ARRIVE_EN = /\b(?:get to|arrive|reach|dock|be in|are we in|r we in|in port|stop|visit|call at)\b/;
const ARRIVE_AR = /نوصل|بنوصل|هنوصل|حنوصل|نكون|بنكون|هنكون|نرسي|نزور|نروح|الوصول/;

/** What the message asks of the port days, if anything. */
export function portDayAsked(text: string): PortDayQuestion | undefined {
  const t = normalize(text);
  const arabic = isArabic(t);
  if (timezoneAsked(t)) return { kind: 'timezone' };
  if (arabic ? STAY_AR.test(t) : STAY_EN.test(t)) return { kind: 'stay' };
  if (
    arabic
      ? (SPAN_AR.test(t) && STAYS_AR.test(t)) || (HOW_LONG_STAYS_AR.test(t) && SHIP_AR.test(t))
      : SPAN_EN.test(t) && SHIP_EN.test(t)
  )
    return { kind: 'stay' };
  if (arabic ? WHICH_DAY_AR.test(t) && ARRIVE_AR.test(t) : WHICH_DAY_EN.test(t) && ARRIVE_EN.test(t))
    return { kind: 'which_day' };
  const day = dayAskedIn(t);
  if (day === undefined) return undefined;
  const asksWhere = arabic
    ? WHERE_AR.test(t) && US_AR.test(t)
    : WHERE_US_EN.test(t) || (WHICH_PLACE_EN.test(t) && US_EN.test(t));
  return asksWhere ? { kind: 'where', ...day } : undefined;
}

const WEEKDAY_EN = '(?:sunday|monday|tuesday|tues|wednesday|weds|thursday|thurs|friday|saturday)';
const WEEKDAY_AR = '(?:الاحد|الاثنين|الاتنين|الثلاثاء|التلات|الاربعاء|الاربع|الخميس|الجمعه|السبت)';

/**
 * 'what about tomorrow?', 'and the day after?', 'and on Sunday?', 'the 28th?', 'وبكره؟', 'طيب ويوم
 * الأحد؟', 'ويوم ٢٨؟': another day, nothing else.
 */
export function otherDayAsked(text: string): DayAsked | undefined {
  const t = normalize(text)
    .replace(/[?؟.!]+$/g, '')
    .trim();
  const bare =
    new RegExp(
      `^(?:(?:and|what about|how about|ok|okay|so)\\s+)*(?:on\\s+)?(?:(?:the\\s+)?(?:day after tomorrow|day after|tomorrow|tmrw|today|tonight|${WEEKDAY_EN}|\\d{1,2}(?:st|nd|rd|th))|the\\s+\\d{1,2})$`,
    ).test(t) ||
    new RegExp(
      `^(?:(?:طيب|طب|اوك|و)\\s*)*(?:بعد بكره|بعد بكرا|بعد غد|بكره|بكرا|غدا|اليوم|الليله|(?:يوم\\s*)?${WEEKDAY_AR}|يوم\\s*\\d{1,2})$`,
    ).test(t);
  if (!bare) return undefined;
  if (/day after$/.test(t)) return { days: 2 };
  const bareDate = /^\D*?(\d{1,2})\D*$/.exec(t);
  if (bareDate?.[1]) return { monthDay: Number(bareDate[1]) };
  return dayAskedIn(t);
}

const portNamed = (text: string, ports: PortInfo[]) => namedOne(rankEntities(text, ports, describePort));

const hoursIn = (port: PortInfo) => Math.round((stayMinutes(port) / 60) * 10) / 10;

/** 'Aqaba, Jordan: 13 hours in port, arriving … at 7:00 AM and leaving … at 8:00 PM; all aboard 7:30 PM.' */
export function composeStay(voice: Voice, port: PortInfo): string {
  const name = inVoice(voice, port.portName, port.portNameAr);
  const hours = hoursIn(port);
  const overnight = port.departureDate > port.arrivalDate;
  return say(
    voice,
    `We are in ${name}, ${port.country}, for ${hours} hours${overnight ? ' (an overnight call)' : ''}: arriving ${formatDate(port.arrivalDate, 'en')} at ${clock(voice, port.arrivalTime)} and leaving ${formatDate(port.departureDate, 'en')} at ${clock(voice, port.departureTime)}. All aboard is ${clock(voice, allAboardTime(port))}, ${ALL_ABOARD_MINUTES_BEFORE_DEPARTURE} minutes before departure.`,
    `نبقى في ${name}، ${term(voice, port.country)}، ${hours} ساعة${overnight ? ' (نبيت فيها)' : ''}: نصل ${formatDate(port.arrivalDate, 'ar')} الساعة ${clock(voice, port.arrivalTime)} ونغادر ${formatDate(port.departureDate, 'ar')} الساعة ${clock(voice, port.departureTime)}. يجب العودة إلى السفينة بحلول الساعة ${clock(voice, allAboardTime(port))}، قبل المغادرة بـ${ALL_ABOARD_MINUTES_BEFORE_DEPARTURE} دقيقة.`,
  );
}

/** 'We reach Sharm El Sheikh on Saturday, November 28 (day 5 of the cruise) at 9:00 AM …' */
export function composeArrivalDay(voice: Voice, port: PortInfo, first: PortInfo | undefined): string {
  const name = inVoice(voice, port.portName, port.portNameAr);
  const dayNumber = first
    ? Math.round((Date.parse(port.arrivalDate) - Date.parse(first.arrivalDate)) / 86_400_000) + 1
    : undefined;
  const nth = dayNumber
    ? say(voice, ` (day ${dayNumber} of the cruise)`, ` (اليوم ${dayNumber} من الرحلة)`)
    : '';
  return say(
    voice,
    `We reach ${name}, ${port.country}, on ${formatDate(port.arrivalDate, 'en')}${nth}, arriving at ${clock(voice, port.arrivalTime)} and leaving ${formatDate(port.departureDate, 'en')} at ${clock(voice, port.departureTime)} (${hoursIn(port)} hours in port; all aboard ${clock(voice, allAboardTime(port))}).`,
    `نصل إلى ${name} يوم ${formatDate(port.arrivalDate, 'ar')}${nth} الساعة ${clock(voice, port.arrivalTime)}، ونغادر ${formatDate(port.departureDate, 'ar')} الساعة ${clock(voice, port.departureTime)} (${hoursIn(port)} ساعة في الميناء؛ العودة إلى السفينة بحلول ${clock(voice, allAboardTime(port))}).`,
  );
}

/** Where the ship is on a date: the port call(s) that day, or at sea and the next port. */
export function composeWhereOn(voice: Voice, result: ItineraryResult, date: string): string {
  const when = formatDate(date, voice.lang);
  const label =
    date === result.today
      ? say(voice, `Today (${when})`, `اليوم (${when})`)
      : date === addDays(result.today, 1)
        ? say(voice, `Tomorrow (${when})`, `غدًا (${when})`)
        : say(voice, `On ${when}`, `يوم ${when}`);
  const calls = callsOn(result.ports, date);
  if (calls.length === 0) {
    const next = result.ports.find((p) => p.arrivalDate > date);
    if (!next)
      return say(
        voice,
        `${label} the cruise has ended: the last call was ${inVoice(voice, result.ports.at(-1)?.portName ?? '', result.ports.at(-1)?.portNameAr)}.`,
        `${label} تكون الرحلة قد انتهت.`,
      );
    return say(
      voice,
      `${label} we are at sea, sailing to ${inVoice(voice, next.portName, next.portNameAr)} (arriving ${formatDate(next.arrivalDate, 'en')} at ${clock(voice, next.arrivalTime)}).`,
      `${label} نكون في البحر متجهين إلى ${inVoice(voice, next.portName, next.portNameAr)} (الوصول ${formatDate(next.arrivalDate, 'ar')} الساعة ${clock(voice, next.arrivalTime)}).`,
    );
  }
  return calls
    .map((p) => {
      const name = inVoice(voice, p.portName, p.portNameAr);
      const arrives = p.arrivalDate === date;
      const leaves = p.departureDate === date;
      const en = [
        `${label} we are in ${name}, ${p.country}`,
        arrives ? `arriving at ${clock(voice, p.arrivalTime)}` : 'in port since the day before',
        leaves
          ? `leaving at ${clock(voice, p.departureTime)} (all aboard ${clock(voice, allAboardTime(p))})`
          : 'staying overnight',
      ];
      const ar = [
        `${label} نكون في ${name}، ${term(voice, p.country)}`,
        arrives ? `نصل الساعة ${clock(voice, p.arrivalTime)}` : 'راسين منذ اليوم السابق',
        leaves
          ? `ونغادر الساعة ${clock(voice, p.departureTime)} (العودة إلى السفينة بحلول ${clock(voice, allAboardTime(p))})`
          : 'ونبيت في الميناء',
      ];
      return say(voice, `${en[0]}: ${en[1]}, ${en[2]}.`, `${ar[0]}: ${ar[1]}، ${ar[2]}.`);
    })
    .join('\n');
}

/** The port an earlier reply named first (by its English or Arabic name). */
function firstPortIn(text: string, ports: PortInfo[]): PortInfo | undefined {
  const t = normalize(text);
  const at = (p: PortInfo) =>
    Math.min(
      ...[p.portName, p.portNameAr]
        .filter((name): name is string => Boolean(name))
        .map((name) => t.indexOf(normalize(name)))
        .filter((index) => index >= 0),
    );
  return ports
    .map((p) => ({ p, index: at(p) }))
    .filter(({ index }) => Number.isFinite(index))
    .sort((a, b) => a.index - b.index || b.p.order - a.p.order)[0]?.p;
}

/** The call after `shown` ('After Aqaba we sail to Safaga, Egypt, arriving …'), or the end of the cruise. */
export function composeNextAfter(voice: Voice, result: ItineraryResult, shown: PortInfo): string {
  const next = result.ports.find((p) => p.order === shown.order + 1);
  const from = inVoice(voice, shown.portName, shown.portNameAr);
  if (!next)
    return say(voice, `${from} is the last call of the cruise.`, `${from} هي المحطة الأخيرة في الرحلة.`);
  const name = inVoice(voice, next.portName, next.portNameAr);
  return say(
    voice,
    `After ${from} we sail to ${name}, ${next.country}, arriving ${formatDate(next.arrivalDate, 'en')} at ${clock(voice, next.arrivalTime)} and leaving at ${clock(voice, next.departureTime)}.`,
    `بعد ${from} نبحر إلى ${name}، ${term(voice, next.country)}، ونصل ${formatDate(next.arrivalDate, 'ar')} الساعة ${clock(voice, next.arrivalTime)} ونغادر الساعة ${clock(voice, next.departureTime)}.`,
  );
}

/** The question this turn asks of the port days: its own words, or 'what about tomorrow?' after one. */
function askedNow(step: Step): PortDayQuestion | undefined {
  const latest = step.focus.latest;
  const own = portDayAsked(latest);
  if (own) return own;
  if (
    AFTER_SHOWN.test(normalize(latest)) &&
    step.conversation.turns.some((turn) => turn.role === 'assistant')
  )
    return { kind: 'after_shown' };
  const day = otherDayAsked(latest);
  if (day === undefined) return undefined;
  const users = step.conversation.turns.filter((turn) => turn.role === 'user');
  const before = users.at(-2)?.text;
  const earlier = before
    ? (portDayAsked(before) ?? (otherDayAsked(before) !== undefined ? 'chain' : undefined))
    : undefined;
  return earlier === 'chain' || earlier?.kind === 'where' ? { kind: 'where', ...day } : undefined;
}

/** The plan for a port-day question: the itinerary, then the answer (or nothing, for the usual path). */
export function planPortDay(step: Step): Plan | undefined {
  const asked = askedNow(step);
  if (!asked) return undefined;
  const result = step.conversation.results.itinerary;
  if (!result) return call({ toolName: 'itinerary', input: {} });
  if (result.ports.length === 0) return undefined;
  if (asked.kind === 'after_shown') {
    const previous = step.conversation.turns.filter((turn) => turn.role === 'assistant').at(-1)?.text ?? '';
    const shown = firstPortIn(previous, result.ports);
    return shown ? answer(composeNextAfter(step.voice, result, shown)) : undefined;
  }
  if (asked.kind === 'where') {
    const date = dateOfDay(asked, result.today);
    return date ? answer(composeWhereOn(step.voice, result, date)) : undefined;
  }
  const port = portNamed(step.focus.latest, result.ports);
  if (asked.kind === 'timezone') {
    // 'what time zone are we on in Egypt?', 'do the clocks change?': the ship's clock rule answers
    // (the knowledge); a port named, its day, or 'there' after a port's reply is the port's own zone.
    const there = /\bthere\b|هناك|هنا(?:\s|$|[?؟])/.test(normalize(step.focus.latest));
    const at =
      port ??
      portOfDayNamed(step.focus.latest, result) ??
      (there ? portShownBefore(step, result) : undefined);
    const zone = at && composeTimezone(step.voice, at, result.ports);
    return zone ? answer(zone) : undefined;
  }
  if (asked.kind === 'which_day')
    return port ? answer(composeArrivalDay(step.voice, port, result.ports[0])) : undefined;
  // 'how long do we have in the spa?' is not a port call: without a port named, only 'in port' asks it.
  const today = /port|dock|ashore|\bhere\b|هنا|الميناء|راسي/.test(normalize(step.focus.latest))
    ? callsOn(result.ports, result.today)[0]
    : undefined;
  const stay = port ?? today;
  return stay ? answer(composeStay(step.voice, stay)) : undefined;
}
