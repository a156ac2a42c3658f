import type { ToolName } from '../tools/types.ts';
import { measuredValue, type Thing, thingsOf } from './comparable.ts';
import { asksDifference, aspectAsked, looksLikeComparison, setsSideBySide } from './compare-aspect.ts';
import { composeComparison, composeOverview } from './compose-compare.ts';
import type { Conversation } from './conversation.ts';
import { normalize } from './language.ts';
import { namedThings } from './named-things.ts';
import { lookups } from './plan-lookups.ts';
import { QUESTION_INTENTS, searchQuery } from './plan-search.ts';
import { answer, call, type Plan, type PlannedCall, type Step } from './plan-types.ts';
import { shownIn } from './referents.ts';

/** Follow-ups looked back through for the comparison they continue ('and which is longer?'). */
const LOOK_BACK = 3;
/** More things than this is a list, not a choice between named things. */
const MAX_COMPARED = 4;

/** A comparison asked again of the same things: a comparative or 'the difference', naming none. */
const comparesAgain = (t: string) =>
  !setsSideBySide(t) && (aspectAsked(t)?.want !== undefined || asksDifference(t));

/** The guest compared named things a turn or a few ago, and has only asked comparisons since. */
function comparedBefore(conversation: Conversation): boolean {
  const users = conversation.turns.filter((turn) => turn.role === 'user').map((turn) => normalize(turn.text));
  for (let index = users.length - 2; index >= Math.max(0, users.length - 1 - LOOK_BACK); index--) {
    const earlier = users[index] ?? '';
    if (looksLikeComparison(earlier)) return true;
    if (!comparesAgain(earlier)) return false;
  }
  return false;
}

/** Every list a named thing can come from: restaurants, treatments, excursions, activities, places. */
const listsFor = (step: Step): PlannedCall[] => [
  { toolName: 'restaurants', input: { date: step.date } },
  { toolName: 'spaServices', input: { date: step.date } },
  { toolName: 'shoreExcursions', input: {} },
  { toolName: 'activities', input: { date: step.date } },
  { toolName: 'venues', input: {} },
];

const notYet = (step: Step, calls: PlannedCall[]) =>
  calls.filter(
    (planned) =>
      !(planned.toolName in step.conversation.results) &&
      !step.conversation.failed.includes(planned.toolName as ToolName),
  );

/**
 * Nothing to compare after all: the topic's own lookups that are still missing, then the usual
 * planning (the lists read for the comparison stay, as the topic would have read them).
 */
function withoutComparison(step: Step): Plan | undefined {
  const usual = lookups(step);
  if (usual.kind !== 'tools') return undefined;
  const missing = notYet(step, usual.calls);
  return missing.length ? call(...missing) : undefined;
}

/** The things the last reply set side by side, in its order. */
function thingsShown(step: Step, things: Thing[]): Thing[] {
  const last = step.conversation.turns.at(-2);
  if (last?.role !== 'assistant') return [];
  const byName = new Map(things.map((thing) => [thing.name, thing]));
  const shown = shownIn(last.text, step.conversation.results).flatMap((s) => byName.get(s.name) ?? []);
  return shown.filter((thing, at) => shown.indexOf(thing) === at);
}

/**
 * 'Which is cheaper, the hammam or the Soma Bay spa day?', 'شو الفرق بين البترا ووادي رم؟', and
 * then 'and which one is longer?': two or more things the guest names, of any kinds, compared on
 * what is asked (or side by side), from their records (issue 9, point 5). The ship's search mends
 * the spelling first; the lists follow; a question that names fewer than two things goes on as usual.
 */
export function planPairComparison(step: Step): Plan | undefined {
  const { focus, conversation } = step;
  if (!QUESTION_INTENTS.has(focus.intent)) return undefined;
  const t = normalize(focus.latest);
  const fresh = looksLikeComparison(t);
  if (!fresh && !(comparesAgain(t) && comparedBefore(conversation))) return undefined;
  const { results } = conversation;
  if (fresh && !results.search)
    return conversation.failed.includes('search')
      ? undefined
      : call({ toolName: 'search', input: { query: searchQuery(step) } });
  const mended = normalize(results.search?.normalised ?? focus.latest);
  const aspect = aspectAsked(t) ?? aspectAsked(mended);
  const sideBySide = asksDifference(t) || asksDifference(mended);
  if (!aspect && !sideBySide) return undefined;
  const missing = notYet(step, listsFor(step));
  if (missing.length) return call(...missing);
  const things = thingsOf(results);
  const hits = (results.search?.hits ?? []).map((hit) => normalize(hit.title));
  const rank = (thing: Thing) => {
    const at = hits.indexOf(normalize(thing.name));
    return at < 0 ? hits.length : at;
  };
  const named = fresh
    ? [namedThings(focus.latest, things, rank), namedThings(mended, things, rank)].reduce((a, b) =>
        b.length > a.length ? b : a,
      )
    : namedThings(focus.latest, things, rank).length === 0
      ? thingsShown(step, things).map((thing) => ({ thing, byName: true }))
      : [];
  if (named.length < 2 || named.length > MAX_COMPARED) return withoutComparison(step);
  const compared = named.map((entry) => entry.thing);
  if (!aspect) return answer(composeOverview(step.voice, compared));
  // Things only guessed from kind words ('the spa or the excursions?') that lack the value were not meant.
  if (named.every((entry) => !entry.byName && !measuredValue(step.voice, entry.thing, aspect.measure)))
    return withoutComparison(step);
  return answer(composeComparison(step.voice, aspect, compared, sideBySide));
}
