import { describe, expect, it } from 'vitest';
import type { Conversation, Turn } from './conversation.ts';
import { planStep } from './plan.ts';
import { bookingProposal, conversation } from './test-conversation.ts';

const yoga = bookingProposal(
  'bookActivity',
  { activityId: 6, date: '2026-11-25', time: '17:30', partySize: 3 },
  'Sunset Yoga',
  'يوغا الغروب',
);
const proposed: Turn = {
  role: 'assistant',
  text: 'Please confirm:\n• Sunset Yoga\nShall I book this session?',
  results: { bookActivity: { ok: true, proposal: yoga } },
};
const activity = (id: number, name: string, nameAr: string, times: string[]) =>
  ({
    id,
    name,
    nameAr,
    category: 'fitness',
    description: '',
    isBookable: true,
    freeTimes: times.map((time) => ({ time, spotsLeft: 10 })),
  }) as never;
const activities = {
  activities: {
    date: '2026-11-25',
    activities: [
      activity(6, 'Sunset Yoga', 'يوغا الغروب', ['17:30']),
      activity(9, 'Arabic Calligraphy Workshop', 'ورشة الخط العربي', ['11:00']),
      activity(10, 'Sunrise Bootcamp', 'تدريب الشروق المكثف', ['07:00']),
    ],
  },
} as Conversation['results'];
const answer = (text: string, results: Conversation['results'] = {}) =>
  planStep(
    conversation(
      [{ role: 'user', text: 'sign us up for sunset yoga' }, proposed, { role: 'user', text }],
      results,
    ),
  );

describe('a change of mind to another thing of the card kind', () => {
  it('looks the list up, then proposes the new thing with the same party and its one session', () => {
    const said = "Hmm actually, let's do the sunrise bootcamp instead - same three people";
    expect(answer(said)).toEqual({
      kind: 'tools',
      calls: [{ toolName: 'activities', input: { date: '2026-11-25' } }],
    });
    expect(answer(said, activities)).toEqual({
      kind: 'tools',
      calls: [
        {
          toolName: 'bookActivity',
          input: { activityId: 10, date: '2026-11-25', time: '07:00', partySize: 3 },
        },
      ],
    });
  });

  it('reads the switch in Arabic too, never as a no', () => {
    expect(answer('لا خلاص، بدلها بورشة الخط العربي، نفس العدد', activities)).toEqual({
      kind: 'tools',
      calls: [
        {
          toolName: 'bookActivity',
          input: { activityId: 9, date: '2026-11-25', time: '11:00', partySize: 3 },
        },
      ],
    });
  });

  it('a yes that names the card again, or nothing else, confirms it', () => {
    const confirm = { kind: 'tools', calls: [{ toolName: 'confirmAction', input: {} }] };
    expect(answer('great, please book sunset yoga for the three of us', activities)).toEqual(confirm);
    expect(answer('Lovely, lock it in for the three of us', activities)).toEqual(confirm);
  });

  it('a yes that changes the party proposes the card again, never books', () => {
    const plan = answer('great, please book it for the five of us', activities);
    expect(plan).toEqual({
      kind: 'tools',
      calls: [{ toolName: 'bookActivity', input: { ...yoga.input, partySize: 5 } }],
    });
  });

  it('a question is never the yes', () => {
    const plan = answer('before I say yes, do we need to bring our own mats?', activities);
    expect(plan.kind === 'tools' && plan.calls.some((c) => c.toolName === 'confirmAction')).toBe(false);
  });

  it("'I changed my mind' then the new thing, after 'what would you like to change?'", () => {
    const turns: Turn[] = [
      { role: 'user', text: 'sign us up for sunset yoga' },
      proposed,
      { role: 'user', text: 'hmm I changed my mind' },
      { role: 'assistant', text: 'Of course. What would you like to change?', results: {} },
      { role: 'user', text: 'the calligraphy workshop' },
    ];
    expect(planStep(conversation(turns, activities))).toEqual({
      kind: 'tools',
      calls: [
        {
          toolName: 'bookActivity',
          input: { activityId: 9, date: '2026-11-25', time: '11:00', partySize: 3 },
        },
      ],
    });
  });
});
