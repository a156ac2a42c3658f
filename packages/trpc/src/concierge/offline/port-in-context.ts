import { formatDate } from '@marsa/i18n';
import type { ItineraryResult, PortInfo } from '../tools/types.ts';
import { callsOn, dateOfDay, dayAskedIn } from './day-asked.ts';
import { normalize } from './language.ts';
import type { Step } from './plan-types.ts';

/** The call the ship is at on a date: the one leaving that day, else the one staying overnight. */
export function portOnDate(ports: PortInfo[], date: string): PortInfo | undefined {
  const calls = callsOn(ports, date);
  return calls.find((p) => p.departureDate === date) ?? calls[0];
}

/** 'what time do we leave on Friday?', 'متى نرجع السفينة يوم الأحد؟': the call of the day the message names. */
export function portOfDayNamed(text: string, result: ItineraryResult): PortInfo | undefined {
  const day = dayAskedIn(normalize(text));
  const date = day && dateOfDay(day, result.today);
  return date ? portOnDate(result.ports, date) : undefined;
}

/**
 * The one port the assistant's last reply was about ('On Sunday we are in Aqaba …'), so 'what time
 * do we leave there?' or 'ولازم نرجع السفينة الساعة كم؟' asks about it. A reply naming several ports
 * (the whole itinerary) points at none; two calls of one name are told apart by the dates shown.
 */
export function portShownBefore(step: Step, result: ItineraryResult): PortInfo | undefined {
  const shown = step.conversation.turns.filter((turn) => turn.role === 'assistant').at(-1)?.text;
  if (!shown) return undefined;
  const t = normalize(shown);
  const names = (p: PortInfo) =>
    [p.portName, p.portNameAr].filter((name): name is string => Boolean(name)).map(normalize);
  const named = result.ports.filter((p) => names(p).some((name) => t.includes(name)));
  if (new Set(named.map((p) => p.portName)).size !== 1) return undefined;
  if (named.length === 1) return named[0];
  const dated = named.filter((p) =>
    [p.arrivalDate, p.departureDate].some((date) =>
      (['en', 'ar'] as const).some((lang) => t.includes(normalize(formatDate(date, lang)))),
    ),
  );
  return dated[0] ?? named.find((p) => p.departureDate >= result.today) ?? named[0];
}
