import { CORRECTIONS } from './cases/corrections.ts';
import {
  arabicShare,
  describe,
  holds,
  normalize,
  numbersIn,
  outsideSourceQuotes,
  saysDontKnow,
} from './facts.ts';
import type { Holdings, Lang, Reply } from './guest-session.ts';
import type { ExpectedAction, Turn } from './types.ts';

/** One change between two snapshots of what the guest holds. */
type Change = {
  kind: 'booking' | 'excursion' | 'roomService';
  op: 'create' | 'cancel' | 'update';
  label: string;
  row: unknown;
  id: number;
};

/** Every change from `before` to `after`: new rows, cancellations and other edits. */
export function changesBetween(before: Holdings, after: Holdings): Change[] {
  const changes: Change[] = [];
  const diff = <T extends { id: number; status?: string }>(
    kind: Change['kind'],
    was: T[],
    now: T[],
    label: (row: T) => string,
  ) => {
    const old = new Map(was.map((row) => [row.id, row]));
    for (const row of now) {
      const prior = old.get(row.id);
      if (!prior) changes.push({ kind, op: 'create', label: `new ${kind} ${label(row)}`, row, id: row.id });
      else if (prior.status !== row.status && row.status === 'cancelled')
        changes.push({ kind, op: 'cancel', label: `cancelled ${kind} #${row.id}`, row, id: row.id });
      else if (JSON.stringify(prior) !== JSON.stringify(row))
        changes.push({
          kind,
          op: 'update',
          label: `changed ${kind} #${row.id}: ${label(row)}`,
          row,
          id: row.id,
        });
    }
  };
  diff(
    'booking',
    before.bookings,
    after.bookings,
    (b) => `${b.serviceName} ${b.date} ${b.time} ×${b.partySize}`,
  );
  diff('excursion', before.excursions, after.excursions, (e) => `${e.title} ×${e.participants}`);
  diff('roomService', before.roomService, after.roomService, (o) =>
    o.items.map((item) => `${item.quantity}× ${item.name}`).join(', '),
  );
  return changes;
}

function fits(change: Change, expected: ExpectedAction, refs: Record<string, number>): boolean {
  if (change.kind !== expected.kind || change.op !== expected.op) return false;
  if (expected.kind === 'booking' && expected.op === 'cancel') return change.id === refs[expected.ref];
  if (expected.kind === 'booking' && expected.op === 'create') {
    const row = change.row as Record<string, unknown>;
    return Object.entries(expected.match).every(([key, value]) => row[key] === value);
  }
  if (expected.kind === 'excursion') {
    const row = change.row as Holdings['excursions'][number];
    return (
      (expected.match.title === undefined || row.title === expected.match.title) &&
      (expected.match.participants === undefined || row.participants === expected.match.participants)
    );
  }
  if (expected.kind === 'roomService') {
    const names = (change.row as Holdings['roomService'][number]).items.map((item) =>
      item.name.toLowerCase(),
    );
    return expected.items.every((pattern) => names.some((name) => pattern.test(name)));
  }
  return false;
}

const describeAction = (action: ExpectedAction) =>
  action.kind === 'booking' && action.op === 'cancel'
    ? `cancel booking ${action.ref}`
    : `${action.op} ${action.kind} ${JSON.stringify('match' in action ? action.match : action.items.map(String))}`;

export type Verdict = {
  pass: boolean;
  reasons: string[];
  invented: boolean;
  unintended: boolean;
  unconfirmed: boolean;
  expected: string[];
};

/**
 * Judges one reply: the facts it must and must not state, the language, the don't-know rule of
 * unanswerable questions (no number the ship's data lacks), and what changed in the guest's bookings
 * and orders during the turn.
 */
export function judgeTurn(input: {
  turn: Turn;
  said: string;
  lang: Lang;
  reply: Reply;
  changes: Change[];
  refs: Record<string, number>;
  knownNumbers: ReadonlySet<string>;
  /** The ship's records as `sourceCorpus` joins them: quotes of them do not count for the language. */
  sources?: string;
}): Verdict {
  const { turn, said, lang, reply, changes, refs, knownNumbers, sources = '' } = input;
  const reasons: string[] = [];
  let invented = false;
  let unintended = false;
  let unconfirmed = false;
  const expected = [
    ...(turn.expect ?? []).map(describe),
    ...(turn.unanswerable ? ["says it doesn't know / offers staff"] : []),
    ...(turn.action ? [describeAction(turn.action)] : []),
  ];

  if (reply.status !== 200) reasons.push(`POST /api/chat answered ${reply.status}`);
  const text = normalize(reply.text);
  const visible = `${text}\n${normalize(reply.cards)}`;

  for (const fact of turn.expect ?? []) {
    if (!holds(visible, fact)) reasons.push(`missing ${describe(fact)}`);
  }
  for (const fact of turn.forbid ?? []) {
    if (holds(visible, fact)) reasons.push(`states ${describe(fact)}`);
  }
  for (const fact of turn.invented ?? []) {
    if (holds(visible, fact)) {
      reasons.push(`invents ${describe(fact)}`);
      invented = true;
    }
  }
  if (!turn.sources?.includes('correction')) {
    for (const { signature, question } of CORRECTIONS) {
      if (signature.test(visible)) {
        reasons.push(`serves the staff correction for '${question}'`);
        invented = true;
      }
    }
  }
  if (turn.unanswerable) {
    if (!saysDontKnow(text)) reasons.push("does not say it doesn't know or offer staff");
    const asked = new Set(numbersIn(normalize(said)));
    const unknown = numbersIn(text).filter((n) => !knownNumbers.has(n) && !asked.has(n));
    if (unknown.length) {
      reasons.push(`invents numbers not in the ship's data: ${unknown.join(', ')}`);
      invented = true;
    }
  }
  if (reply.text.trim()) {
    // The language of the concierge's own words: verbatim quotes of the ship's records are left out.
    const share = arabicShare(outsideSourceQuotes(reply.text, sources));
    if (lang === 'ar' && share < 0.5) reasons.push('reply is not in Arabic');
    if (lang === 'en' && share > 0.2) reasons.push('reply is not in English');
  } else if (reply.status === 200) {
    reasons.push('empty reply');
  }

  const remaining = [...changes];
  if (turn.action) {
    const index = remaining.findIndex((change) => fits(change, turn.action as ExpectedAction, refs));
    if (index === -1) reasons.push(`expected action did not happen: ${describeAction(turn.action)}`);
    else remaining.splice(index, 1);
  }
  for (const change of remaining) {
    if (turn.request && !turn.action) {
      unconfirmed = true;
      reasons.push(`acted before the guest confirmed: ${change.label}`);
    } else {
      unintended = true;
      reasons.push(`unintended action: ${change.label}`);
    }
  }
  return { pass: reasons.length === 0, reasons, invented, unintended, unconfirmed, expected };
}
