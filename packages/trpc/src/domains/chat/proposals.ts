import { and, type Db, desc, eq, messages, sql } from '@marsa/db';
import type { Proposal } from '../../concierge/tools/types.ts';
import { type ActionProposalContent, type ProposalStatus, parseMessageContent } from './content.ts';

export type Claim =
  | { kind: 'none' }
  | { kind: 'taken' }
  | { kind: 'claimed'; messageId: number; proposal: Proposal };

/** The guest's latest assistant message before `beforeId`, when it is an action proposal. */
async function latestProposal(db: Db, userId: number, beforeId: number) {
  const [row] = await db
    .select({ id: messages.id, content: messages.content })
    .from(messages)
    .where(
      and(eq(messages.userId, userId), eq(messages.type, 'assistant'), sql`${messages.id} < ${beforeId}`),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  if (!row) return undefined;
  const parsed = parseMessageContent(row.content);
  if (parsed.kind !== 'structured' || parsed.content.type !== 'action_proposal') return undefined;
  return { id: row.id, stored: row.content, content: parsed.content };
}

/**
 * Claims the proposal the guest is answering (the assistant message right before their message
 * `beforeId`) for execution: one conditional UPDATE from 'pending' to 'confirmed', so of two
 * confirmations racing (a double click, a replayed request) exactly one wins. Only the guest's own
 * messages are read.
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
