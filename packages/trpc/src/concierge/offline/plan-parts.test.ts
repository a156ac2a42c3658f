import { describe, expect, it } from 'vitest';
import type { Conversation, LoggedCall } from './conversation.ts';
import { planStep } from './plan.ts';
import { planParts, questionParts, standsAlone } from './plan-parts.ts';
import type { Plan } from './plan-types.ts';

const conversation = (text: string, calls: LoggedCall[] = []): Conversation => ({
  today: '2026-11-24',
  brand: 'Marsa',
  guestName: undefined,
  langHint: 'en',
  turns: [{ role: 'user', text }],
  results: {},
  failed: [],
  calls,
});

/** A planner of one question: searches its words, then answers with the search's 'answer'. */
const planner = (c: Conversation): Plan => {
  const question = c.turns.at(-1)?.text ?? '';
  const search = c.results.search as unknown as { answer: string } | undefined;
  if (!search) return { kind: 'tools', calls: [{ toolName: 'search', input: { query: question } }] };
  return { kind: 'text', text: search.answer };
};
const searched = (query: string, answer: string, step = 1): LoggedCall => ({
  toolName: 'search',
  input: { query },
  output: { answer },
  step,
});

describe('questionParts', () => {
  it('cuts a message of independent questions', () => {
    expect(questionParts(conversation('where is the spa and how much is the hammam'))).toEqual([
      'where is the spa',
      'how much is the hammam',
    ]);
  });
  it('keeps a part that points back at another one with it', () => {
    expect(questionParts(conversation('is there a kids club and is it free'))).toBeUndefined();
    expect(questionParts(conversation('where is the spa'))).toBeUndefined();
  });
  it("keeps a short part with no subject ('from when?', 'من متى؟') with the part before it", () => {
    expect(questionParts(conversation('وفيه بيتزا؟ من متى؟'))).toBeUndefined();
    expect(questionParts(conversation('is there a family hour? from when?'))).toBeUndefined();
    expect(questionParts(conversation('وين الجيم؟ ومتى يفتح المسبح؟'))).toHaveLength(2);
  });
  it('keeps a part whose ideas are only minor beside the rest (or none) with it', () => {
    // Beside a gratuity, how much and leaving say how much is left for whom.
    expect(
      questionParts(conversation('any tips for the cabin steward? how much do people usually leave')),
    ).toBeUndefined();
    expect(questionParts(conversation('البقشيش لمضيف الغرفة كيف يكون؟ كم نعطيه؟'))).toBeUndefined();
  });
});

describe('standsAlone', () => {
  it('tells a part that names its subject from one the rest of the message explains', () => {
    expect(standsAlone('how much is the hammam')).toBe(true);
    expect(standsAlone('wheres the prayer room')).toBe(true);
    expect(standsAlone('وين الجيم')).toBe(true);
    expect(standsAlone('what time do we leave')).toBe(false);
    expect(standsAlone('what ages?')).toBe(false);
    expect(standsAlone('do i need to book?')).toBe(false);
  });
});

describe('planParts', () => {
  const parts = ['where is the spa', 'how much is the hammam'];
  it('asks for every part’s lookups side by side', () => {
    const plan = planParts(conversation(parts.join(' and ')), parts, planner);
    expect(plan).toEqual({
      kind: 'tools',
      calls: [
        { toolName: 'search', input: { query: 'where is the spa' } },
        { toolName: 'search', input: { query: 'how much is the hammam' } },
      ],
    });
  });
  it('joins the answers, each from its own call', () => {
    const calls = [searched('where is the spa', 'Deck 17.'), searched('how much is the hammam', '$120.')];
    const plan = planParts(conversation(parts.join(' and '), calls), parts, planner);
    expect(plan).toEqual({ kind: 'text', text: 'Deck 17.\n\n$120.' });
  });
  it('names the part it cannot answer', () => {
    const unknown =
      "I'm sorry, I don't have information about that. Would you like me to connect you with a member of our staff?";
    const calls = [searched('where is the spa', 'Deck 17.'), searched('how much is the hammam', unknown)];
    const plan = planParts(conversation(parts.join(' and '), calls), parts, planner);
    expect(plan?.kind === 'text' && plan.text).toMatch(
      /^Deck 17\.\n\nAs for “how much is the hammam”: I'm sorry/,
    );
  });
  it('gives way to the whole message when a part asks for an action', () => {
    const acting = (c: Conversation): Plan =>
      c.turns.at(-1)?.text === 'how much is the hammam'
        ? { kind: 'tools', calls: [{ toolName: 'requestStaff', input: {} }] }
        : planner(c);
    expect(planParts(conversation(parts.join(' and ')), parts, acting)).toBeUndefined();
  });
});

describe('answers of several parts', () => {
  it('gives an answer that another one holds whole once, the fuller one', () => {
    const parts = ['where is the spa', 'how much is the hammam'];
    const calls = [
      searched('where is the spa', 'The spa is on Deck 17.'),
      searched('how much is the hammam', 'The spa is on Deck 17.\nThe hammam is $120.'),
    ];
    const plan = planParts(conversation(parts.join(' and '), calls), parts, planner);
    expect(plan).toEqual({ kind: 'text', text: 'The spa is on Deck 17.\nThe hammam is $120.' });
  });
});

describe('a bare acknowledgement', () => {
  it("is acknowledged when nothing was proposed, with no offer of staff to say 'yes' to", () => {
    for (const said of ['okay', 'yeah', 'طيب']) {
      const plan = planStep({
        ...conversation(said),
        turns: [
          { role: 'user', text: 'what time does the spa open' },
          { role: 'assistant', text: 'Marsa Spa on Deck 17 is open 08:00–22:00.' },
          { role: 'user', text: said },
        ],
      });
      expect(plan.kind).toBe('text');
      if (plan.kind === 'text') expect(plan.text).not.toMatch(/[?؟]|staff|طاقم/);
    }
  });
});
