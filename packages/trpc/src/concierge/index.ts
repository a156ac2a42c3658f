import type { JSONValue } from '@ai-sdk/provider';
import type { Db } from '@marsa/db';
import type { Language } from '@marsa/db/constants';
import { isArabic } from '@marsa/i18n';
import { type ModelMessage, stepCountIs, streamText } from 'ai';
import type { AiConfig } from '../ai/config.ts';
import { chatModel } from '../ai/models.ts';
import type { PublicUser } from '../auth/public-user.ts';
import { findCorrectionInContext } from '../domains/learnings/correction-in-context.ts';
import type { Correction } from '../domains/learnings/service.ts';
import { placesNamedIn } from '../domains/search/places-named.ts';
import { shipPlaceNames } from '../domains/search/service.ts';
import { fixedReplyModel } from './fixed-model.ts';
import { conciergeInstructions } from './instructions.ts';
import { inGuestLanguage } from './offline/compose-search.ts';
import { offlineModel } from './offline/offline-model.ts';
import { questionOfMessage } from './offline/question-of-message.ts';
import { cleanUtterance } from './offline/transcript.ts';
import { conciergeTools } from './tools/index.ts';
import type { Proposal } from './tools/types.ts';

export type { AiConfig } from '../ai/config.ts';

/** Tool calls a model may make in one reply: lookups, an action, the answer, with room to spare. */
export const MAX_STEPS = 5;

/** A proposal the assistant made in that message (issue 9), replayed to the model as its tool call and result. */
export type HistoryProposal = Proposal & { status: 'pending' | 'confirmed' | 'failed' };
export type HistoryMessage = { role: 'user' | 'assistant'; content: string; proposal?: HistoryProposal };
export type ToolOutcome = { toolName: string; output: unknown };

/** A finished reply: its text, what the tools returned, and the staff correction it repeats, if any. */
export type FinishedReply = { text: string; toolResults: ToolOutcome[]; correction: Correction | undefined };

export type ReplyInput = {
  db: Db;
  user: PublicUser;
  /** The guest's message. */
  text: string;
  lang: Language;
  /** Earlier messages of the conversation, oldest first, as readable text. */
  history: HistoryMessage[];
  /** The stored guest message being answered: what confirmAction confirms comes before it. */
  userMessageId?: number;
  brand?: string;
  ai?: AiConfig | undefined;
  now?: Date;
  /** Runs when the reply is complete, before the stream closes. */
  onFinish?: (reply: FinishedReply) => Promise<void>;
  /** Runs when the model or a tool fails mid-stream. */
  onError?: (error: unknown) => Promise<void>;
};

/**
 * The concierge's one entry point (server-side; the chat route and chat.send call it for the
 * signed-in guest): answers `text` with the configured model and the concierge tools, as an AI SDK
 * streamText result. A staff correction matching the question is answered verbatim instead.
 */
export async function reply(input: ReplyInput) {
  const now = input.now ?? new Date();
  // A staff correction matches the question as the concierge reads it: fillers, false starts and
  // self-corrections gone, and a long message's story set aside. A follow-up ('how late is it open?')
  // is read with the thing the last reply named.
  const lastReply = input.history.findLast((message) => message.role === 'assistant')?.content;
  const correction = await findCorrectionInContext(
    input.db,
    questionOfMessage(cleanUtterance(input.text)),
    lastReply,
  );
  const messages: ModelMessage[] = [
    ...input.history.flatMap((message, index) => historyMessages(message, index)),
    { role: 'user', content: input.text },
  ];
  return streamText({
    model: correction
      ? fixedReplyModel(await correctionInGuestLanguage(input.db, correction, input.lang))
      : chatModel(input.ai, offlineModel),
    instructions: conciergeInstructions({
      brand: input.brand ?? 'Marsa',
      user: input.user,
      lang: input.lang,
      now,
    }),
    messages,
    tools: conciergeTools({ db: input.db, userId: input.user.id, now, userMessageId: input.userMessageId }),
    stopWhen: stepCountIs(MAX_STEPS),
    maxRetries: 1,
    onEnd: async (event) => {
      await input.onFinish?.({
        text: event.text,
        toolResults: event.toolResults.map((result) => ({
          toolName: result.toolName,
          output: result.output,
        })),
        correction,
      });
    },
    onError: async ({ error }) => {
      await input.onError?.(error);
    },
  });
}

export type ConciergeReply = Awaited<ReturnType<typeof reply>>;

/**
 * A staff correction as the reply: verbatim in its own language; in the other one framed with
 * what carries over exactly, the ship's places it names by their name in the guest's language.
 */
async function correctionInGuestLanguage(db: Db, correction: Correction, lang: Language): Promise<string> {
  const sameLanguage = isArabic(correction.answer) === (lang === 'ar');
  const places = sameLanguage ? [] : placesNamedIn(correction.answer, await shipPlaceNames(db));
  return inGuestLanguage({ lang }, correction.answer, null, undefined, places);
}

/**
 * One stored message as model messages. A proposal is replayed as the tool call that made it and
 * its result (with its status), so any model, and the offline one, knows exactly what is pending.
 */
function historyMessages(message: HistoryMessage, index: number): ModelMessage[] {
  if (message.role === 'user') return [{ role: 'user', content: message.content }];
  const { proposal } = message;
  if (!proposal) return [{ role: 'assistant', content: message.content }];
  const toolCallId = `history-${index + 1}`;
  const { status, ...made } = proposal;
  return [
    {
      role: 'assistant',
      content: [{ type: 'tool-call', toolCallId, toolName: proposal.action, input: proposal.input }],
    },
    {
      role: 'tool',
      content: [
        {
          type: 'tool-result',
          toolCallId,
          toolName: proposal.action,
          output: { type: 'json', value: { ok: true, proposal: made, status } as unknown as JSONValue },
        },
      ],
    },
    { role: 'assistant', content: message.content },
  ];
}
