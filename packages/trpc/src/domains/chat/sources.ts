import type { MessageSource, SourceKind } from '@marsa/db/constants';
import type { FinishedReply } from '../../concierge/index.ts';
import type { SearchHitInfo, ToolName, ToolResults } from '../../concierge/tools/types.ts';

/** At most this many sources are kept per answer (a list of every restaurant names them all). */
export const MAX_SOURCES = 12;
/** Share of a topic's words a paraphrasing model's answer must use for the topic to count as its source. */
const PARAPHRASE_OVERLAP = 0.5;

const folded = (text: string) => text.normalize('NFKC').toLowerCase();
const wordsOf = (text: string) => new Set(folded(text).match(/[\p{L}\p{N}]{3,}/gu) ?? []);
const numbersOf = (text: string) => text.match(/\d+(?:[.:,]\d+)*/g) ?? [];

/** The reply names the record (its English or Arabic name). */
const names = (reply: string, name: string, nameAr?: string | null) =>
  (name.trim().length > 1 && folded(reply).includes(folded(name))) ||
  Boolean(nameAr && reply.includes(nameAr));

/**
 * The reply is built from the text: it quotes it (either language), or it carries all of the
 * text's numbers (times, prices, decks) and uses at least half of its words.
 */
function usesText(reply: string, text: string, textAr: string | null): boolean {
  if (!text.trim()) return false;
  if (reply.includes(text.trim()) || (textAr?.trim() && reply.includes(textAr.trim()))) return true;
  const numbers = numbersOf(text);
  if (numbers.length === 0 || !numbers.every((number) => reply.includes(number))) return false;
  const theirs = wordsOf(text);
  const mine = wordsOf(reply);
  const shared = [...theirs].filter((word) => mine.has(word)).length;
  return shared / Math.max(1, theirs.size) >= PARAPHRASE_OVERLAP;
}

/** The tools' results by name; the hits of several searches (one per question of the message) are kept together. */
function collect(reply: FinishedReply): Partial<ToolResults> {
  const results: Partial<ToolResults> = {};
  for (const outcome of reply.toolResults) {
    const earlier = results.search;
    Object.assign(results, { [outcome.toolName as ToolName]: outcome.output });
    const search = results.search;
    if (outcome.toolName === 'search' && earlier && search && search !== earlier)
      results.search = { ...search, hits: [...earlier.hits, ...search.hits] };
  }
  return results;
}

const fromHit = (reply: string, hit: SearchHitInfo): boolean =>
  hit.kind === 'knowledge' || hit.kind === 'correction'
    ? usesText(reply, hit.text, hit.textAr)
    : names(reply, hit.title, hit.titleAr);

/**
 * The records a finished answer was built from (issue 9), for messages.sources: the staff
 * correction it repeats; the search hits it quotes or names; the restaurants, treatments,
 * activities, excursions, venues, ports and offers it names; the bookings it made, cancelled or
 * names. Works for any model: it reads the answer's text against the tool results.
 */
export function sourcesOf(reply: FinishedReply): MessageSource[] {
  if (reply.correction)
    return [{ kind: 'correction', id: reply.correction.learningId, title: reply.correction.topic }];
  const text = reply.text;
  const results = collect(reply);
  const found: MessageSource[] = [];
  const add = (kind: SourceKind, id: number, title: string) => {
    if (!found.some((source) => source.kind === kind && source.id === id)) found.push({ kind, id, title });
  };
  for (const hit of results.search?.hits ?? []) if (fromHit(text, hit)) add(hit.kind, hit.id, hit.title);
  for (const r of results.restaurants?.restaurants ?? [])
    if (names(text, r.name, r.nameAr)) add('restaurant', r.id, r.name);
  for (const s of results.spaServices?.services ?? [])
    if (names(text, s.name, s.nameAr)) add('spa', s.id, s.name);
  for (const a of results.activities?.activities ?? [])
    if (names(text, a.name, a.nameAr)) add('activity', a.id, a.name);
  for (const e of results.shoreExcursions?.excursions ?? [])
    if (names(text, e.title, e.titleAr)) add('excursion', e.id, e.title);
  for (const v of results.venues?.venues ?? []) if (names(text, v.name, v.nameAr)) add('venue', v.id, v.name);
  for (const p of results.itinerary?.ports ?? [])
    if (names(text, p.portName, p.portNameAr)) add('port', p.id, p.portName);
  for (const p of results.promotions?.promotions ?? [])
    if (names(text, p.title, p.titleAr)) add('promotion', p.id, p.title);
  for (const item of results.roomServiceMenu?.items ?? [])
    if (names(text, item.name, item.nameAr)) add('menu', item.id, item.name);
  // A confirmed action: the booking it made or cancelled.
  const outcome = results.confirmAction?.ok ? results.confirmAction.outcome : undefined;
  if (outcome?.result.ok) {
    const done = outcome.result;
    if ('order' in done) {
      // A room-service order is not a booking: no source.
    } else if ('kind' in done) {
      add(
        'booking',
        done.booking.id,
        done.kind === 'service' ? done.booking.serviceName : done.booking.title,
      );
    } else if ('serviceName' in done.booking) {
      add('booking', done.booking.id, done.booking.serviceName);
    } else {
      add('booking', done.booking.id, done.booking.title);
    }
  }
  const mine = results.listMyBookings;
  for (const booking of mine?.bookings ?? [])
    if (names(text, booking.serviceName, booking.serviceNameAr) || text.includes(`#${booking.id}`))
      add('booking', booking.id, booking.serviceName);
  for (const booking of mine?.excursions ?? [])
    if (names(text, booking.title, booking.titleAr) || text.includes(`#${booking.id}`))
      add('booking', booking.id, booking.title);
  return found.slice(0, MAX_SOURCES);
}
