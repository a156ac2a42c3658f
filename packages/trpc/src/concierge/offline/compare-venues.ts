import type { ToolName, VenueInfo } from '../tools/types.ts';
import { describeVenue } from './describe.ts';
import { normalize } from './language.ts';
import { alternativesNamed } from './match.ts';
import { lookups } from './plan-lookups.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { superlativeIn } from './reason.ts';
import { clock, inVoice, say, type Voice } from './say.ts';

type Range = { open: string; close: string };

/** A place's day from its hours ('08:00–12:00, 15:00–19:00' opens 08:00, closes 19:00); none for 'Open 24 hours'. */
export function dayOf(hours: string | null): Range | undefined {
  const ranges = [...(hours ?? '').matchAll(/(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})/g)];
  const first = ranges[0];
  const last = ranges.at(-1);
  return first?.[1] && last?.[2] ? { open: first[1], close: last[2] } : undefined;
}

const minutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
/** Closing at or after midnight ('01:00' for a place opening at '10:00') is late, not early. */
const closing = (day: Range) =>
  minutes(day.close) <= minutes(day.open) ? minutes(day.close) + 24 * 60 : minutes(day.close);

/**
 * Which of the places the guest names opens first or closes last, with each one's time from its
 * record ('the Fitness Centre opens earlier, at 06:00; the Lido Pool opens at 07:00').
 */
export function compareVenueHours(
  voice: Voice,
  kind: 'earliest' | 'open_late',
  venues: VenueInfo[],
): string | undefined {
  const timed = venues.flatMap((venue) => {
    const day = dayOf(venue.operatingHours);
    return day ? [{ venue, day }] : [];
  });
  if (timed.length < 2 || timed.length < venues.length) return undefined;
  const early = kind === 'earliest';
  const measure = (entry: (typeof timed)[number]) => (early ? minutes(entry.day.open) : -closing(entry.day));
  const sorted = [...timed].sort((a, b) => measure(a) - measure(b));
  const [first, ...rest] = sorted;
  if (!first) return undefined;
  const name = (venue: VenueInfo) => inVoice(voice, venue.name, venue.nameAr);
  const at = (entry: (typeof timed)[number]) => clock(voice, early ? entry.day.open : entry.day.close);
  if (rest.every((entry) => measure(entry) === measure(first)))
    return say(
      voice,
      `They ${early ? 'open' : 'close'} at the same time: ${sorted.map((e) => `${e.venue.name} (Deck ${e.venue.deckNumber}) ${early ? 'opens' : 'closes'} at ${at(e)}`).join('; ')}.`,
      `في الوقت نفسه: ${sorted.map((e) => `${name(e.venue)} (الطابق ${e.venue.deckNumber}) ${early ? 'يفتح' : 'يغلق'} الساعة ${at(e)}`).join('؛ ')}.`,
    );
  const others = (en: string, ar: string) =>
    rest.map((e) =>
      say(voice, `${e.venue.name} ${en} at ${at(e)}`, `${name(e.venue)} ${ar} الساعة ${at(e)}`),
    );
  return early
    ? say(
        voice,
        `${first.venue.name} (Deck ${first.venue.deckNumber}) opens earlier, at ${at(first)}; ${others('opens', '').join('; ')}.`,
        `${name(first.venue)} (الطابق ${first.venue.deckNumber}) يفتح أبكر، الساعة ${at(first)}؛ ${others('', 'يفتح').join('؛ ')}.`,
      )
    : say(
        voice,
        `${first.venue.name} (Deck ${first.venue.deckNumber}) stays open later, until ${at(first)}; ${others('closes', '').join('; ')}.`,
        `${name(first.venue)} (الطابق ${first.venue.deckNumber}) يبقى مفتوحًا لوقت أطول، حتى الساعة ${at(first)}؛ ${others('', 'يغلق').join('؛ ')}.`,
      );
}

/**
 * 'Which opens earlier, the gym or the pool?': two or more places the guest names, compared by
 * their hours. The deck venues first; then the answer, or (naming fewer than two places) the
 * topic's usual lookups.
 */
export function planVenueComparison(step: Step): Plan | undefined {
  const { focus, conversation } = step;
  const kind = superlativeIn(normalize(focus.latest));
  if (kind !== 'earliest' && kind !== 'open_late') return undefined;
  const results = conversation.results;
  if (!results.venues) {
    if (conversation.failed.includes('venues' as ToolName)) return undefined;
    // Only a question between alternatives ('X or Y') compares places; 'which restaurant opens earliest?' is the list's.
    return /\bor\b|\bvs\b|\bversus\b|(?:^|\s)(?:او|ولا)\s/.test(normalize(focus.latest))
      ? call({ toolName: 'venues', input: {} })
      : undefined;
  }
  const named = alternativesNamed(focus.latest, results.venues.venues, describeVenue);
  const text = named.length >= 2 ? compareVenueHours(step.voice, kind, named) : undefined;
  if (text) return answer(text);
  // The venues were looked up for this question only: the topic's own lookups answer it instead.
  const { search: _s, venues: _v, ...others } = results;
  return Object.keys(others).length === 0 && focus.intent !== 'venue' ? lookups(step) : undefined;
}
