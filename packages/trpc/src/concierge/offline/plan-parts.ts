/**
 * A message that asks several things is answered part by part (split-questions.ts): each part is
 * planned as if the guest had asked it alone, its lookups made side by side with the other parts'
 * in the same steps, and the answers joined in order, each with the records it came from. A part
 * the ship's data cannot answer is named, so it is never dropped silently.
 */

import { foldText, lexicon, wordsOf } from '../../domains/search/lexicon.ts';
import { ACTION_TOOLS, type ToolName, type ToolResults } from '../tools/types.ts';
import { composeUnknown, composeUnknownPart } from './compose-general.ts';
import type { Conversation, LoggedCall } from './conversation.ts';
import { pendingProposal } from './dialogue.ts';
import { classifyIntent } from './intents.ts';
import { languageOf, normalize } from './language.ts';
import { hasNoIdea, isMinorBeside } from './minor-ideas.ts';
import type { Plan, PlannedCall } from './plan-types.ts';
import { questionFrame } from './question-frame.ts';
import { ordinalIn } from './referents.ts';
import { splitQuestions } from './split-questions.ts';

/** Steps a reply may take (MAX_STEPS in concierge/index.ts): the last one is kept for the answer's text. */
const STEPS = 5;
/** Planning rounds of one part within a step (each round adds the results its calls already got). */
const ROUNDS = 6;

/** Tools that act or hand over: a part that wants one is not a question, and the message is planned whole. */
const ACTING: ReadonlySet<string> = new Set<string>([...ACTION_TOOLS, 'confirmAction', 'requestStaff']);

const stable = (value: unknown): string => {
  if (typeof value === 'string') {
    try {
      return stable(JSON.parse(value));
    } catch {
      return JSON.stringify(value);
    }
  }
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
};
const sameCall = (planned: PlannedCall, logged: LoggedCall) =>
  planned.toolName === logged.toolName && stable(planned.input) === stable(logged.input);

type PartOutcome =
  | { kind: 'text'; text: string }
  | { kind: 'needs'; calls: PlannedCall[] }
  | { kind: 'acts' };

/** Replays one part's planning over the calls already made: its answer, or the calls it still needs. */
function planPart(conversation: Conversation, part: string, plan: (c: Conversation) => Plan): PartOutcome {
  const calls = conversation.calls ?? [];
  const turns = [...conversation.turns.slice(0, -1), { role: 'user' as const, text: part }];
  let results: Partial<ToolResults> = {};
  let failed: ToolName[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const next = plan({ ...conversation, turns, results, failed, calls: [] });
    if (next.kind === 'text') return { kind: 'text', text: next.text };
    if (next.calls.some((planned) => ACTING.has(planned.toolName))) return { kind: 'acts' };
    const found = next.calls.map((planned) => calls.find((logged) => sameCall(planned, logged)));
    if (found.some((logged) => logged === undefined)) {
      return { kind: 'needs', calls: next.calls.filter((_, index) => found[index] === undefined) };
    }
    for (const logged of found) {
      if (!logged) continue;
      if (logged.output === undefined) failed = [...failed, logged.toolName];
      else results = { ...results, [logged.toolName]: logged.output };
    }
  }
  return { kind: 'needs', calls: [] };
}

/** A part that points at another one ('is it free?', 'how much is that?', 'هل هذا مجاني؟'). */
const POINTS_BACK =
  /(^|[^a-z'])(it|its|it's|that|this|them|they|those|these|there)([^a-z']|$)|(^|\s)(هذا|هذه|هذي|ذلك|تلك|هو|هي|هم)(\s|$|[?؟])/;
const leansOnAnother = (part: string) => {
  const t = normalize(part);
  // 'is there a doctor?' asks whether one exists: 'there' points back only after 'over' or 'get'.
  const pointing = t.replace(/^(is|are) there\b|\bthere (is|are)\b/g, ' ');
  return POINTS_BACK.test(pointing) || ordinalIn(t) !== undefined;
};

/** A short part that asks a fact of nothing it names: 'from when?', 'since when?', 'how much?', 'من متى؟', 'بكم؟'. */
const BARE_PART_WORDS = 3;
function isBareFollowUp(part: string): boolean {
  if (wordsOf(foldText(part)).length > BARE_PART_WORDS) return false;
  if (BARE_QUESTION.test(normalize(part))) return true;
  const frame = questionFrame(part);
  return frame.asks !== null && frame.subject.length === 0;
}
const BARE_QUESTION =
  /^(and |و)?(from|since|till|until|من|لين|لحد|حتي|الي)? ?(when|what time|how much|how long|متي|امتي|ايمتي|كم|بكم|بكام|قديش)[?؟.!\s]*$/;

/**
 * A part that can be asked on its own: it names what it asks about ('how much is the hammam'),
 * unlike 'what time do we leave?', 'what ages?' or 'do I need to book?', which the rest of the
 * message explains.
 */
export function standsAlone(part: string): boolean {
  const frame = questionFrame(part);
  if (frame.asks && frame.subject.length === 0) return false;
  if (classifyIntent(part) === 'book') return false;
  const content = wordsOf(foldText(part)).filter((word) => word.length > 1 && !lexicon.stopwords.has(word));
  return frame.asks !== null || content.length >= 2;
}

/** The parts of the guest's latest message when it asks several independent things; undefined otherwise. */
export function questionParts(conversation: Conversation): string[] | undefined {
  const latest = conversation.turns.at(-1);
  if (latest?.role !== 'user' || pendingProposal(conversation)) return undefined;
  const parts = splitQuestions(latest.text);
  if (parts.length < 2) return undefined;
  // 'is there a kids club and is it free?': a part that leans on the one before is asked as one question.
  if (parts.slice(1).some(leansOnAnother)) return undefined;
  // 'وفيه بيتزا؟ من متى؟', 'is there a family hour? from when?': a short part with no subject of its
  // own ('from when?', 'how much?') asks about the part before it, so the message is one question.
  if (parts.slice(1).some(isBareFollowUp)) return undefined;
  // 'Any tips for the steward? How much do people usually leave?', 'البقشيش كيف؟ كم نعطيه؟': a part
  // with no idea of its own, or only minor ones beside the rest, asks about the rest of the message.
  if (parts.slice(1).some((part) => hasNoIdea(part) || isMinorBeside(part, latest.text))) return undefined;
  return parts;
}

/**
 * Plans a message of several questions with `plan` (the planner of one question): the calls every
 * unfinished part still needs, or, once all are answered, their answers joined. Undefined when a
 * part turns out to ask for an action: the message is then planned whole.
 */
export function planParts(
  conversation: Conversation,
  parts: string[],
  plan: (c: Conversation) => Plan,
): Plan | undefined {
  const whole = conversation.turns.at(-1)?.text ?? '';
  // 'do I need to book?' names nothing to book: it is asked with the rest of the message around it.
  const outcomes = parts.map((part) => planPart(conversation, standsAlone(part) ? part : whole, plan));
  if (outcomes.some((outcome) => outcome.kind === 'acts')) return undefined;
  const stepsTaken = Math.max(0, ...(conversation.calls ?? []).map((logged) => logged.step));
  const needed: PlannedCall[] = [];
  for (const outcome of outcomes) {
    if (outcome.kind !== 'needs') continue;
    for (const planned of outcome.calls)
      if (
        !needed.some(
          (other) => other.toolName === planned.toolName && stable(other.input) === stable(planned.input),
        )
      )
        needed.push(planned);
  }
  if (needed.length && stepsTaken < STEPS - 1) return { kind: 'tools', calls: needed };
  const lang = languageOf(conversation.turns.at(-1)?.text ?? '', conversation.langHint);
  const voice = {
    lang,
    today: conversation.today,
    guestName: conversation.guestName,
    brand: conversation.brand,
  };
  const unknown = composeUnknown(voice);
  const texts = outcomes.map((outcome, index) =>
    outcome.kind === 'text' && outcome.text !== unknown
      ? outcome.text
      : composeUnknownPart(voice, parts[index] ?? ''),
  );
  if (outcomes.every((outcome) => outcome.kind !== 'text' || outcome.text === unknown))
    return { kind: 'text', text: unknown };
  return { kind: 'text', text: withoutRepeats(texts).join('\n\n') };
}

/** The answers without one another's repeats: an answer another one holds whole is given once, the fuller. */
function withoutRepeats(texts: string[]): string[] {
  const kept: string[] = [];
  for (const text of texts) {
    if (kept.some((other) => other.includes(text))) continue;
    const shorter = kept.findIndex((other) => text.includes(other));
    if (shorter >= 0) kept[shorter] = text;
    else kept.push(text);
  }
  return kept;
}
