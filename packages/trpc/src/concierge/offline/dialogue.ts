import { answersAside } from '../../domains/chat/side-answer.ts';
import type { Proposal, ToolResults } from '../tools/types.ts';
import { ACTION_TOOLS } from '../tools/types.ts';
import { isSwitch } from './confirm-reading.ts';
import type { Conversation, Turn } from './conversation.ts';
import { extractDate, extractTime } from './extract.ts';
import { normalize } from './language.ts';
import { isChange, isQuestionNotRequest } from './lexicon-dialogue.ts';
import { addedGuests, partyChangeOf } from './party-change.ts';
import { withoutReplacedTime } from './replaced-time.ts';
import { numberWordsToDigits } from './spoken-numbers.ts';
import { bareNumberReply, timeReplyIn } from './time-reply.ts';

/**
 * Dialogue state, derived from the conversation itself (no table of its own): the proposal waiting
 * for the guest's yes, the times just offered, and (see referents.ts) the things just shown.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The times an assistant message offered, as 'HH:MM' ('7:00 PM', '19:00', '7:00 م'). */
export function offeredTimes(text: string): string[] {
  const times: string[] = [];
  for (const match of normalize(text).matchAll(/(?<!\d)(\d{1,2}):(\d{2})\s*(am|pm|ص|م)?(?![a-z])/g)) {
    let hour = Number(match[1]);
    const minutes = Number(match[2]);
    if (match[3] === 'pm' || match[3] === 'م') hour = hour === 12 ? 12 : hour + 12;
    if ((match[3] === 'am' || match[3] === 'ص') && hour === 12) hour = 0;
    if (hour > 23 || minutes > 59) continue;
    const time = `${pad(hour)}:${pad(minutes)}`;
    if (!times.includes(time)) times.push(time);
  }
  return times;
}

/**
 * The offered time a short answer picks: '10 is fine', '7:30 please', 'the 8 o'clock one',
 * 'الساعة 10'. Undefined when no offered time fits the number.
 */
export function pickOfferedTime(latest: string, offered: string[]): string | undefined {
  if (offered.length === 0) return undefined;
  // 'eleven is fine', 'عشرة تمام': a short answer may say the hour as a word.
  const reply = timeReplyIn(latest) ?? timeReplyIn(numberWordsToDigits(latest)) ?? clauseTimeReply(latest);
  if (!reply) return undefined;
  const { hour, minutes } = reply;
  const fits = offered.filter((time) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return (h === hour || h % 12 === hour % 12) && (minutes === undefined || m === minutes);
  });
  const exact = fits.find((time) => Number(time.slice(0, 2)) === hour);
  if (reply.explicit && exact) return exact;
  const onTheHour = fits.find((time) => time.endsWith(':00'));
  return fits.length === 1 ? fits[0] : (onTheHour ?? fits[0]);
}

/** '7:30 works for us. Yes please, go ahead and book it.': the one clause of a reply that picks a time. */
function clauseTimeReply(latest: string) {
  const replies = latest
    .split(/[.!?؟،,;]+/)
    .map((clause) => clause.trim())
    .filter(Boolean)
    .map((clause) => timeReplyIn(clause) ?? timeReplyIn(numberWordsToDigits(clause)))
    .filter((reply) => reply !== undefined);
  return replies.length === 1 ? replies[0] : undefined;
}

/** The last assistant message before the guest's latest one. */
export const lastAssistant = (conversation: Conversation): Turn | undefined => {
  const previous = conversation.turns.at(-2);
  return previous?.role === 'assistant' ? previous : undefined;
};

type Pending = Proposal & { status?: string };

function proposalOf(turn: Turn | undefined): Pending | undefined {
  if (turn?.role !== 'assistant' || !turn.results) return undefined;
  for (const name of ACTION_TOOLS) {
    const result = turn.results[name] as (ToolResults[typeof name] & { status?: string }) | undefined;
    if (result?.ok) return { ...result.proposal, status: result.status ?? 'pending' };
  }
  return undefined;
}

/**
 * The proposal the guest is answering: the one in the assistant's last message, or the one before a
 * 'What would you like to change?' the guest asked for. Only a pending one counts.
 */
export function pendingProposal(conversation: Conversation): Proposal | undefined {
  const turns = conversation.turns;
  const candidates = [turns.at(-2)];
  // ...proposal, 'change', 'what would you like to change?', 'for 3 instead'
  if (
    turns.at(-3)?.role === 'user' &&
    (isChange(normalize(turns.at(-3)?.text ?? '')) ||
      isSwitch(normalize(turns.at(-3)?.text ?? '')) ||
      partyChangeOf(normalize(turns.at(-3)?.text ?? '')).kind === 'conflicting') &&
    !turns.at(-2)?.results?.confirmAction
  )
    candidates.push(turns.at(-4));
  // ...proposal, 'one of us is vegetarian, is that ok?', an answer that asks nothing else, 'great, yes'
  else if (answeredSideQuestion(turns.at(-3), turns.at(-2), proposalOf(turns.at(-4))))
    candidates.push(turns.at(-4));
  for (const turn of candidates) {
    const found = proposalOf(turn);
    if (found) {
      if (found.status !== 'pending') return undefined;
      const { status: _status, ...proposal } = found;
      return proposal;
    }
  }
  return undefined;
}

/**
 * A question the guest asked while a proposal waited, and the reply that only answered it: no card,
 * no action, nothing asked back but an offer to book the same thing (the proposal before it is still
 * the one a yes answers).
 */
function answeredSideQuestion(
  asked: Turn | undefined,
  reply: Turn | undefined,
  waiting: Pending | undefined,
) {
  if (!waiting || asked?.role !== 'user' || reply?.role !== 'assistant') return false;
  const { results } = reply;
  if (ACTION_TOOLS.some((name) => results?.[name]) || results?.confirmAction || results?.requestStaff)
    return false;
  const { title, titleAr } = waiting.summary;
  return isQuestionNotRequest(normalize(asked.text)) && answersAside(reply.text, [title, titleAr]);
}

/** What the guest wants changed in a proposal: 'make it 8 instead', 'for 3 instead', 'tomorrow instead', 'لشخصين بدلًا'. */
export type Change = {
  date?: string;
  time?: string;
  isTimeAmbiguous?: boolean;
  partySize?: number;
  /** Several counts and no change verb ('two of us are kids and one of us…'): ask how many, never guess. */
  partyUnclear?: true;
};

export function changeOf(latest: string, proposal: Proposal, today: string): Change {
  // '9 instead of 8', 'بدال ٧ خليها ٨': the time replaced is not the new one.
  const t = withoutReplacedTime(normalize(latest));
  const change: Change = {};
  const hasTime = proposal.summary.time !== null;
  const party = partyChangeOf(t);
  const time = extractTime(t);
  if (party.kind === 'size') {
    // 'make it 8' to a timed proposal is the hour, unless the reply speaks of people.
    if (!(party.bare && hasTime && !time && party.size <= 23)) change.partySize = party.size;
  } else if (party.kind === 'conflicting') change.partyUnclear = true;
  else {
    // 'one more person is joining', 'add 2 more people': the party proposed, plus them.
    const added = addedGuests(t);
    const current = Number(proposal.input.partySize ?? proposal.input.participants);
    if (added && Number.isInteger(current) && current > 0) change.partySize = current + added;
  }
  const date = extractDate(t, today);
  if (date) change.date = date;
  if (time && hasTime) {
    change.time = time.time;
    change.isTimeAmbiguous = time.isAmbiguous;
  }
  if (change.partySize === undefined && change.time === undefined && !change.partyUnclear) {
    // 'make it 8 instead': a bare number is the time where there is one, else the party size.
    const n = bareNumberReply(t);
    if (n !== undefined && n >= 1) {
      if (hasTime && n <= 23) {
        change.time = `${pad(n)}:00`;
        change.isTimeAmbiguous = n <= 12;
      } else if (n <= 20) change.partySize = n;
    }
  }
  return change;
}

export const hasChange = (change: Change) => Object.keys(change).length > 0;
