import { answersAside } from '../../domains/chat/side-answer.ts';
import type { FreeTime, Proposal, ToolName, ToolResults } from '../tools/types.ts';
import { ACTION_TOOLS } from '../tools/types.ts';
import { composeBookingFailed, composeUnavailable, refusal } from './compose-bookings.ts';
import {
  askPartyInAll,
  askWhatToChange,
  composeConfirmed,
  composeDeclined,
  composeProposal,
} from './compose-confirm.ts';
import { composeHandOff } from './compose-handoff.ts';
import { carriesOut, confirmsCard, dropsCard, effectiveChange, signalsSwitch } from './confirm-reading.ts';
import { type Change, changeOf, hasChange, pendingProposal } from './dialogue.ts';
import { normalize } from './language.ts';
import { editedOrder, type OrderInputLine } from './order-edit.ts';
import { partyOverLimit } from './plan-booking.ts';
import { readSwitch } from './plan-switch.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { say } from './say.ts';

type Results = Partial<ToolResults>;

/** Writes the answer once a tool that acts has run: a proposal to confirm, what a confirmation did, a hand-off. */
export function afterAction(step: Step, results: Results): Plan | undefined {
  const { voice } = step;
  if (results.confirmAction) return answer(composeConfirmed(voice, results.confirmAction));
  for (const name of ACTION_TOOLS) {
    const result = results[name];
    if (!result) continue;
    if (result.ok) return answer(composeProposal(voice, result.proposal.summary));
    return answer(
      name === 'orderRoomService'
        ? say(voice, `I can't order that: ${result.error}.`, `لا يمكنني طلب ذلك: ${refusal(voice, result)}.`)
        : name === 'cancelMyBooking'
          ? say(
              voice,
              `I can't cancel that booking: ${result.error}.`,
              `لا يمكنني إلغاء هذا الحجز: ${refusal(voice, result)}.`,
            )
          : composeBookingFailed(voice, result),
    );
  }
  if (results.requestStaff) return answer(composeHandOff(voice, results.requestStaff));
  return undefined;
}

const LOOKUP_OF: Partial<
  Record<ToolName, { tool: ToolName; key: 'restaurantId' | 'spaServiceId' | 'activityId' }>
> = {
  bookTable: { tool: 'restaurants', key: 'restaurantId' },
  bookSpa: { tool: 'spaServices', key: 'spaServiceId' },
  bookActivity: { tool: 'activities', key: 'activityId' },
};

/** The free times of the proposal's venue in this turn's lookup, when it ran. */
function freeTimesOf(proposal: Proposal, results: Results, id: number): FreeTime[] | undefined {
  const list =
    proposal.action === 'bookTable'
      ? results.restaurants?.restaurants
      : proposal.action === 'bookSpa'
        ? results.spaServices?.services
        : results.activities?.activities;
  return list?.find((item) => item.id === id)?.freeTimes;
}

/**
 * A bare hour ('make it 8') is a free one of the day: the half of the day of the card's own time
 * first ('9 instead of 8' to a card at 20:00 is 21:00), else the evening one first.
 */
function resolveHour(change: Change, free: FreeTime[], cardTime: string | null): string | undefined {
  if (!change.time || !change.isTimeAmbiguous) return change.time;
  const [h = '0', m = '00'] = change.time.split(':');
  const hour = Number(h) % 12;
  const times = free.map((slot) => slot.time);
  const evening = `${String(hour + 12).padStart(2, '0')}:${m}`;
  const morning = `${String(hour).padStart(2, '0')}:${m}`;
  const cardIsMorning = cardTime !== null && Number(cardTime.split(':')[0]) < 12;
  const order = cardIsMorning ? [morning, evening] : [evening, morning];
  return order.find((slot) => times.includes(slot)) ?? (cardTime ? order[0] : change.time);
}

/** The same proposal with the guest's change, proposed again (checked again by the tool). */
function planChanged(step: Step, proposal: Proposal, change: Change): Plan {
  const input = { ...proposal.input };
  const tooMany = change.partySize ? partyOverLimit(step.voice, change.partySize) : undefined;
  if (tooMany) return tooMany;
  if (proposal.action === 'bookExcursion') {
    if (change.partySize) input.participants = change.partySize;
    return call({ toolName: 'bookExcursion', input });
  }
  const lookup = LOOKUP_OF[proposal.action];
  if (!lookup) return answer(askWhatToChange(step.voice, proposal.summary));
  const date = change.date ?? (input.date as string);
  const results = step.conversation.results;
  const id = input[lookup.key] as number;
  const free = freeTimesOf(proposal, results, id);
  if (!free) return call({ toolName: lookup.tool, input: { date } });
  if (change.partySize) input.partySize = change.partySize;
  input.date = date;
  const time = resolveHour(change, free, proposal.summary.time) ?? (input.time as string);
  input.time = time;
  const slot = free.find((entry) => entry.time === time);
  if (!slot || slot.spotsLeft < (input.partySize as number)) {
    return answer(
      composeUnavailable(
        step.voice,
        { name: proposal.summary.title, nameAr: proposal.summary.titleAr, freeTimes: free },
        date,
        time,
        slot?.spotsLeft ?? 0,
      ),
    );
  }
  return call({ toolName: proposal.action, input });
}

/**
 * The guest's answer to a pending proposal: a yes (or a yes in words of its own: 'Lock it in', 'ثبت
 * الحجز') runs confirmAction (which executes it once), a no drops it, a change proposes it again with
 * the change, a change of mind to another thing of its kind proposes that (plan-switch.ts). Details
 * that restate the card change nothing. Anything else (a question) is not an answer to it:
 * undefined, and the turn is planned as usual.
 */
export function planPending(step: Step): Plan | undefined {
  const proposal = pendingProposal(step.conversation);
  if (!proposal) return undefined;
  // 'drop the cake', 'make it three juices', 'ضيف كمان مية': the order proposed again, changed.
  if (proposal.action === 'orderRoomService') {
    const items = editedOrder(step.focus.latest, proposal.input.items as OrderInputLine[]);
    if (items) return call({ toolName: 'orderRoomService', input: { ...proposal.input, items } });
  }
  const t = normalize(step.focus.latest);
  const { kind } = proposal.summary;
  const said = changeOf(step.focus.latest, proposal, step.conversation.today);
  // Several counts and no change verb: ask for the party in all rather than guess one of them.
  if (said.partyUnclear) return answer(askPartyInAll(step.voice));
  const change = effectiveChange(said, proposal);
  // 'ok why?', 'yes, how long does it take?': a question is answered first, never taken as the yes.
  const asksToo = /[?؟]/.test(t);
  const yes = confirmsCard(t, kind);
  const carries = carriesOut(t, kind);
  // A change of mind, or a yes in many words, may name another thing of the card's kind.
  // After 'What would you like to change?' (the card is two messages back), any answer may name the new thing.
  // A reply that only answered a side question (side-answer.ts) is not that question.
  const shown = step.conversation.turns.at(-2);
  const answersWhatToChange =
    !ACTION_TOOLS.some((name) => shown?.results?.[name]) &&
    !answersAside(shown?.text ?? '', [proposal.summary.title, proposal.summary.titleAr]);
  if (
    !asksToo &&
    (answersWhatToChange || signalsSwitch(t) || ((yes || carries) && t.split(' ').length > 3))
  ) {
    const reading = readSwitch(step, proposal, change);
    if (reading.kind !== 'same') return reading.plan;
  }
  const wantsChange = signalsSwitch(t) || (hasChange(change) && (t.split(' ').length <= 8 || yes || carries));
  if (wantsChange && hasChange(change)) return planChanged(step, proposal, change);
  if ((yes || carries) && !hasChange(change) && !asksToo)
    return call({ toolName: 'confirmAction', input: {} });
  if (dropsCard(t, kind)) return answer(composeDeclined(step.voice));
  if (wantsChange) return answer(askWhatToChange(step.voice, proposal.summary));
  return undefined;
}
