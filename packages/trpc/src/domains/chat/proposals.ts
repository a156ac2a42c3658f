import { and, type Db, desc, eq, messages, sql } from '@marsa/db';
import { normalize } from '../../concierge/offline/language.ts';
import { isQuestionNotRequest } from '../../concierge/offline/lexicon-dialogue.ts';
import type { Proposal } from '../../concierge/tools/types.ts';
import {
  type ActionProposalContent,
  type MessageContent,
  messageText,
  type ProposalStatus,
  parseMessageContent,
} from './content.ts';
import { answersAside } from './side-answer.ts';

export type Claim =
  | { kind: 'none' }
  | { kind: 'taken' }
  | { kind: 'claimed'; messageId: number; proposal: Proposal };

/**
 * The action proposal the guest is answering before their message `beforeId`: the latest assistant
 * message, or the one before it when the guest's one message since asked a side question and the
 * latest only answered it (side-answer.ts: 'one of us is vegetarian, is that ok?' between the card
 * and the yes).
 */
async function latestProposal(db: Db, userId: number, beforeId: number) {
  const rows = await db
    .select({ id: messages.id, content: messages.content })
    .from(messages)
    .where(
      and(eq(messages.userId, userId), eq(messages.type, 'assistant'), sql`${messages.id} < ${beforeId}`),
    )
    .orderBy(desc(messages.id))
    .limit(2);
  const [latest, before] = rows.map((row) => ({ ...row, parsed: parseMessageContent(row.content) }));
  const own = proposalIn(latest);
  if (own || !latest || latest.parsed.kind === 'structured') return own;
  const earlier = proposalIn(before);
  if (!earlier) return undefined;
  const { title, titleAr } = earlier.content.summary;
  if (!answersAside(messageText(latest.content), [title, titleAr])) return undefined;
  // The guest's one message in between asked something (never a request of its own).
  const between = await db
    .select({ content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.type, 'user'),
        sql`${messages.id} > ${earlier.id} and ${messages.id} < ${latest.id}`,
      ),
    );
  const [asked] = between;
  return between.length === 1 && asked && isQuestionNotRequest(normalize(asked.content))
    ? earlier
    : undefined;
}

type StoredMessage = { id: number; content: string; parsed: MessageContent };

function proposalIn(row: StoredMessage | undefined) {
  if (row?.parsed.kind !== 'structured' || row.parsed.content.type !== 'action_proposal') return undefined;
  return { id: row.id, stored: row.content, content: row.parsed.content };
}

/**
 * Claims the proposal the guest is answering (see latestProposal) for execution: one conditional
 * UPDATE from 'pending' to 'confirmed', so of two confirmations racing (a double click, a replayed
 * request) exactly one wins. Only the guest's own messages are read.
 */
export async function claimProposal(db: Db, userId: number, beforeId: number): Promise<Claim> {
  const latest = await latestProposal(db, userId, beforeId);
  if (!latest) return { kind: 'none' };
  if (latest.content.status !== 'pending') return { kind: 'taken' };
  const confirmed: ActionProposalContent = { ...latest.content, status: 'confirmed' };
  const [won] = await db
    .update(messages)
    .set({ content: JSON.stringify(confirmed) })
    .where(and(eq(messages.id, latest.id), eq(messages.userId, userId), eq(messages.content, latest.stored)))
    .returning({ id: messages.id });
  if (!won) return { kind: 'taken' };
  const { action, input, summary } = latest.content;
  return { kind: 'claimed', messageId: latest.id, proposal: { action, input, summary } };
}

/** Marks a claimed proposal's outcome (a rule refused it after all: the card says so). */
export async function settleProposal(db: Db, userId: number, messageId: number, status: ProposalStatus) {
  const [row] = await db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.userId, userId)));
  const parsed = row && parseMessageContent(row.content);
  if (parsed?.kind !== 'structured' || parsed.content.type !== 'action_proposal') return;
  await db
    .update(messages)
    .set({ content: JSON.stringify({ ...parsed.content, status }) })
    .where(and(eq(messages.id, messageId), eq(messages.userId, userId)));
}
