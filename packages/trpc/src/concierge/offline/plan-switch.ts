import { BOOKING_KIND } from '../tools/proposal-summary.ts';
import type { FreeTime, Proposal, ToolName, ToolResults } from '../tools/types.ts';
import { describeActivity, describeExcursion, describeRestaurant, describeSpa } from './describe.ts';
import type { Change } from './dialogue.ts';
import { type Describable, NAMED, rankEntities } from './match.ts';
import { bookServiceAt, partyOverLimit } from './plan-booking.ts';
import { call, type Plan, type Step } from './plan-types.ts';

type Results = Partial<ToolResults>;
type Candidate = {
  id: number;
  name: string;
  nameAr?: string | null;
  freeTimes?: FreeTime[];
  isBookable?: boolean;
};
type Source = {
  tool: ToolName;
  key: string;
  list: (results: Results) => Candidate[] | undefined;
  describe: (item: never) => Describable;
};

/** Where each kind of card finds the other things of its kind, and which input names the one booked. */
const SOURCES: Partial<Record<Proposal['action'], Source>> = {
  bookTable: {
    tool: 'restaurants',
    key: 'restaurantId',
    list: (results) => results.restaurants?.restaurants,
    describe: describeRestaurant,
  },
  bookSpa: {
    tool: 'spaServices',
    key: 'spaServiceId',
    list: (results) => results.spaServices?.services,
    describe: describeSpa,
  },
  bookActivity: {
    tool: 'activities',
    key: 'activityId',
    list: (results) => results.activities?.activities,
    describe: describeActivity,
  },
  bookExcursion: {
    tool: 'shoreExcursions',
    key: 'shoreExcursionId',
    list: (results) =>
      results.shoreExcursions?.excursions.map((item) => ({
        ...item,
        name: item.title,
        nameAr: item.titleAr,
      })),
    describe: describeExcursion,
  },
};

export type SwitchReading =
  /** The list to look in is not here yet: look it up first. */
  | { kind: 'lookup'; plan: Plan }
  /** Another thing of the card's kind is named: its own card (never booked here). */
  | { kind: 'switch'; plan: Plan }
  /** Nothing else is named (or the card is not of a kind that has others). */
  | { kind: 'same' };

/**
 * Whether the guest's reply to a card names another thing of the same kind ('let's do the
 * bootcamp instead', 'swap that for the Desert Rose Body Wrap', 'خليها لفافة وردة الصحراء بنفس
 * الوقت'): then the card is proposed again for that thing, with the card's day, time and party
 * unless the reply changes them. The card's own thing, named again, is no switch.
 */
export function readSwitch(step: Step, proposal: Proposal, change: Change): SwitchReading {
  const source = SOURCES[proposal.action];
  if (!source) return { kind: 'same' };
  const input = proposal.input;
  const date = change.date ?? (input.date as string | undefined);
  const list = source.list(step.conversation.results);
  if (!list) {
    return {
      kind: 'lookup',
      plan: call({ toolName: source.tool, input: date && source.tool !== 'shoreExcursions' ? { date } : {} }),
    };
  }
  const current = input[source.key];
  const others = list.filter((item) => item.id !== current);
  const describe = source.describe as (item: Candidate) => Describable;
  const [first, second] = rankEntities(step.focus.latest, others, describe);
  if (!first || first.score < NAMED || (second && second.score === first.score)) return { kind: 'same' };
  return { kind: 'switch', plan: switchTo(step, proposal, change, first.item, source.key) };
}

/** The new card's time: the guest's, else the card's when free there, else the one session of the day. */
function timeFor(change: Change, proposed: string | undefined, free: FreeTime[]): string | undefined {
  const times = free.map((slot) => slot.time);
  if (change.time) {
    if (!change.isTimeAmbiguous || times.includes(change.time)) return change.time;
    const [h = '0', m = '00'] = change.time.split(':');
    const evening = `${String((Number(h) % 12) + 12).padStart(2, '0')}:${m}`;
    return times.includes(evening) ? evening : change.time;
  }
  if (proposed && times.includes(proposed)) return proposed;
  return times.length === 1 ? times[0] : proposed;
}

function switchTo(step: Step, proposal: Proposal, change: Change, item: Candidate, key: string): Plan {
  const { voice } = step;
  const input = proposal.input;
  if (proposal.action === 'bookExcursion') {
    const participants = change.partySize ?? (input.participants as number);
    const tooMany = partyOverLimit(voice, participants);
    if (tooMany) return tooMany;
    return call({ toolName: 'bookExcursion', input: { ...input, [key]: item.id, participants } });
  }
  const kind = BOOKING_KIND[proposal.action as keyof typeof BOOKING_KIND];
  const free = item.freeTimes ?? [];
  return bookServiceAt(
    voice,
    kind,
    { ...item, freeTimes: free },
    {
      date: change.date ?? (input.date as string),
      time: timeFor(change, input.time as string | undefined, free) ?? '',
      partySize: change.partySize ?? (input.partySize as number),
      specialRequests: input.specialRequests as string | undefined,
    },
  );
}
