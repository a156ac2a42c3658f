import { conceptsOf, foldText, wordsOf } from '../../domains/search/lexicon.ts';
import type { SearchHitInfo, ToolName, ToolResults } from '../tools/types.ts';
import { describeHit, detailCall, searchQuery } from './plan-search.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { unknownThenKnown } from './say.ts';
import { attributeAsked, holdsAttribute, saysUnknown } from './unheld-attribute.ts';
import { type Detail, detailAsked, statesDetail } from './unheld-detail.ts';

/** Records that are things a guest can go to: not answers, offers, bookings or menu items. */
const THINGS: ReadonlySet<string> = new Set(['restaurant', 'spa', 'activity', 'venue', 'excursion', 'port']);

/** The idea of the place a detail belongs to when the question names none: a film is the cinema's. */
const HOST_IDEA: Partial<Record<Detail, string>> = { film: 'cinema' };

const groupOf = (word: string) => conceptsOf(wordsOf(foldText(word)))[0]?.group;

/** The thing the detail is asked of: the record the question names, else the detail's usual place. */
function thingAskedOf(hits: readonly SearchHitInfo[], detail: Detail): SearchHitInfo | undefined {
  const things = hits.filter((hit) => THINGS.has(hit.kind));
  const named = things.find((hit) => hit.named);
  if (named) return named;
  const host = HOST_IDEA[detail];
  const group = host === undefined ? undefined : groupOf(host);
  if (group === undefined) return undefined;
  return things.find((hit) =>
    conceptsOf(wordsOf(foldText(`${hit.title} ${hit.titleAr ?? ''}`))).some((idea) => idea.group === group),
  );
}

/**
 * 'What film are they showing tonight at the outdoor cinema?', 'شو شوربة اليوم؟' (issue 9, point 8):
 * a day's detail no record states is said to be unknown, with staff offered, before what the ship
 * knows of the thing it is asked of (the cinema's deck and screening time). Undefined when the
 * question asks no such detail, or a record states it.
 */
export function planUnheldDetail(step: Step, results: Partial<ToolResults>): Plan | undefined {
  const asked = detailAsked(step.focus.latest);
  if (!asked) return undefined;
  const { detail } = asked;
  const search = results.search;
  if (!search) return call({ toolName: 'search', input: { query: searchQuery(step) } });
  if (search.hits.some((hit) => statesDetail(`${hit.text}\n${hit.textAr ?? ''}`, detail))) return undefined;
  const thing = thingAskedOf(search.hits, detail);
  const needed = thing && detailCall(thing.kind, step.date);
  if (
    needed &&
    !(needed.toolName in results) &&
    !step.conversation.failed.includes(needed.toolName as ToolName)
  )
    return call(needed);
  const known = thing ? describeHit(step, thing, results) : undefined;
  return answer(unknownThenKnown(step.voice, asked, known));
}

/** Confirmation cards and order or booking prompts are never prefixed. */
const ASKS_CONFIRM = /\b(?:confirm|shall i)\b|تأكيد|هل أؤكد/i;

/**
 * 'How much exactly is the late-night delivery charge?', 'ما اسم عازف العود في ليالينا؟', 'is there a
 * dentist?' (issue 9, branch unheld10): when the reply chosen for a standalone question does not
 * state the attribute asked (an amount, a person's name, a forecast, a specialist), it starts by
 * saying so, with staff offered, and keeps what the record says after 'What I do know:'.
 */
export function withUnheldAttribute(step: Step, plan: Plan): Plan {
  if (plan.kind !== 'text' || step.focus.text !== step.focus.latest) return plan;
  const asked = attributeAsked(step.focus.latest);
  if (!asked || saysUnknown(plan.text) || ASKS_CONFIRM.test(plan.text)) return plan;
  if (holdsAttribute(plan.text, asked.attribute)) return plan;
  return answer(unknownThenKnown(step.voice, asked, plan.text));
}
