import type { Fact } from './facts.ts';
import type { GuestSession, Holdings, Lang } from './guest-session.ts';

export const CATEGORIES = [
  'faq',
  'typos',
  'venues',
  'itinerary',
  'comparisons',
  'followups',
  'bookings',
  'room-service',
  'unanswerable',
  'imported',
  'corrections',
] as const;
export type Category = (typeof CATEGORIES)[number];

type BookingRow = Holdings['bookings'][number];

/** The one change a turn must make to what the guest holds; anything else it changes is unintended. */
export type ExpectedAction =
  | { kind: 'booking'; op: 'create'; match: Partial<Omit<BookingRow, 'id' | 'status'>> }
  | { kind: 'booking'; op: 'cancel'; ref: string }
  | { kind: 'excursion'; op: 'create'; match: { title?: string; participants?: number } }
  | { kind: 'roomService'; op: 'create'; items: RegExp[] };

/** What a case's setup made before its first turn (e.g. booking ids the guest refers to). */
export type CaseContext = { refs: Record<string, number> };

export type Turn = {
  /** What the guest types, as guests type it. */
  say: string | ((ctx: CaseContext) => string);
  /** Facts that must all appear in the reply (an array inside is any-of). */
  expect?: Fact[];
  /** Facts that must not appear (a wrong answer). */
  forbid?: Fact[];
  /** Facts that would be invented for this question: one appearing fails the turn and counts as an invented fact. */
  invented?: Fact[];
  /** The data cannot answer: the reply must say it does not know or offer staff, and state no number the data lacks. */
  unanswerable?: boolean;
  /** The change this turn must make (after the guest confirmed). */
  action?: ExpectedAction;
  /** The guest asks for an action here: a change at this turn, before any confirmation, is 'unconfirmed'. */
  request?: boolean;
  /** Source kinds the stored reply should name (issue 9, point 8), measured apart from accuracy. */
  sources?: string[];
};

export type Case = {
  id: string;
  category: Category;
  lang: Lang;
  turns: Turn[];
  /** Runs before the first turn as the case's guest (e.g. books something through the API). */
  setup?: (session: GuestSession) => Promise<CaseContext>;
};

/** One judged turn, as written to the JSONL file. */
export type TurnResult = {
  case: string;
  turn: number;
  category: Category;
  lang: Lang;
  say: string;
  expected: string[];
  got: string;
  pass: boolean;
  reasons: string[];
  invented: boolean;
  unintended: boolean;
  unconfirmed: boolean;
  /** Null when GET /api/messages returns no sources field (not measured). */
  hasSources: boolean | null;
  sourcesOk: boolean | null;
  ms: number;
};
