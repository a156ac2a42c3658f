import { z } from 'zod';
import { authedProcedure, router } from '../../trpc.ts';
import { learningFeedbackInputSchema } from '../learnings/schema.ts';
import { setLearningFeedback } from '../learnings/service.ts';
import { entityNames } from './entity-names.ts';
import { conversationVersion } from './feed.ts';
import { messageInputSchema, welcomeInputSchema } from './schema.ts';
import { listMessages, postWelcome } from './service.ts';
import { startChatTurn } from './turn.ts';
import { transcribeVoice } from './voice.ts';

export const chatGuestRouter = router({
  /** Signed-in guests: their own conversation, oldest first. */
  list: authedProcedure.query(({ ctx }) => listMessages(ctx.db, ctx.user.id)),

  /** Signed-in guests: the ship's names the chat shows in bold (§2), from the database. */
  entityNames: authedProcedure.query(({ ctx }) => entityNames(ctx.db)),

  /** Signed-in guests: a value that changes whenever `list` would (the ETag of polls). */
  version: authedProcedure.query(({ ctx }) => conversationVersion(ctx.db, ctx.user.id)),

  /**
   * Signed-in guests: sends a message, waits for the concierge's reply to be stored (it shows on
   * the next list), and returns the guest's created message (§7). 429 past 20 messages a minute.
   */
  send: authedProcedure.input(messageInputSchema).mutation(async ({ ctx, input }) => {
    const turn = await startChatTurn(ctx, ctx.user, input.content, input.lang ?? ctx.lang);
    await turn.result.consumeStream();
    await turn.settled();
    return turn.userMessage;
  }),

  /** Signed-in guests: the §4 automatic welcome; stores it only while the conversation is empty. */
  welcome: authedProcedure
    .input(welcomeInputSchema)
    .mutation(({ ctx, input }) =>
      postWelcome(ctx.db, ctx.user, input?.lang ?? ctx.lang, ctx.config.brandName),
    ),

  /** Signed-in guests: thumbs up/down on one of their own assistant messages (404 for anyone else's). */
  feedback: authedProcedure
    .input(learningFeedbackInputSchema)
    .mutation(({ ctx, input }) => setLearningFeedback(ctx.db, ctx.user.id, input)),

  /** Signed-in guests: a webm/opus recording (multipart field 'audio') to text; 503 when not configured. */
  transcribe: authedProcedure
    .input(z.instanceof(FormData, { message: 'Send the recording as multipart/form-data' }))
    .mutation(({ ctx, input }) => transcribeVoice(ctx.config.ai, input)),
});
