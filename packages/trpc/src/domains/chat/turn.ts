import type { Db } from '@marsa/db';
import type { Language, MessageSource } from '@marsa/db/constants';
import { languageOf } from '@marsa/i18n';
import type { PublicUser } from '../../auth/public-user.ts';
import type { ConciergeReply, FinishedReply } from '../../concierge/index.ts';
import type { ServerConfig } from '../../context.ts';
import { recordLearning } from '../learnings/service.ts';
import { classifyTopic } from '../learnings/topic-classifier.ts';
import type { ChatMessage } from './schema.ts';
import { historyBefore, saveGuestMessage, saveMessage } from './service.ts';
import { sourcesOf } from './sources.ts';
import { storedContent } from './structure.ts';

export type ChatTurn = {
  /** The guest's message, already stored. */
  userMessage: ChatMessage;
  /** The concierge's reply as it streams. */
  result: ConciergeReply;
  /** Resolves once the reply (or an apology when it failed) is stored with its AI learning. */
  settled: () => Promise<ChatMessage>;
};

const APOLOGY: Record<Language, string> = {
  en: "I'm sorry, I can't answer right now. Would you like me to connect you with a member of our staff?",
  ar: 'عذرًا، لا أستطيع الإجابة الآن. هل تودّ أن أوصلك بأحد أفراد طاقمنا؟',
};

/**
 * One exchange of the signed-in guest's chat (chat.send and POST /api/chat): rate limit, store the
 * guest's message, start the concierge on it with the conversation so far, and store the finished
 * reply as an assistant message plus an AI learning (query, topic, response, messageId) in one
 * transaction, before the stream closes.
 */
export async function startChatTurn(
  deps: { db: Db; config: ServerConfig },
  user: PublicUser,
  text: string,
  requestedLang: Language,
): Promise<ChatTurn> {
  const { db, config } = deps;
  const lang = languageOf(text, requestedLang);
  const userMessage = await saveGuestMessage(db, user.id, text);
  const history = await historyBefore(db, user.id, userMessage.id);

  let stored: Promise<ChatMessage> | undefined;
  const store = (content: string, readable: string, sources: MessageSource[] = []) => {
    stored ??= db.transaction(async (tx) => {
      const message = await saveMessage(tx, user.id, 'assistant', content, sources);
      await recordLearning(tx, {
        userId: user.id,
        messageId: message.id,
        query: text,
        topic: classifyTopic(text, readable),
        response: readable,
      });
      return message;
    });
    return stored;
  };
  const onFinish = async (finished: FinishedReply) => {
    if (!finished.text.trim()) {
      await store(APOLOGY[lang], APOLOGY[lang]);
      return;
    }
    await store(storedContent(finished), finished.text, sourcesOf(finished));
  };
  const onError = async (error: unknown) => {
    console.error('[concierge] reply failed:', error instanceof Error ? error.message : error);
    await store(APOLOGY[lang], APOLOGY[lang]);
  };

  // The concierge (and the AI SDK under it) loads with the first chat turn, not with every API process.
  const { reply } = await import('../../concierge/index.ts');
  const result = await reply({
    db,
    user,
    text,
    lang,
    history,
    userMessageId: userMessage.id,
    brand: config.brandName,
    ai: config.ai,
    onFinish,
    onError,
  });
  return { userMessage, result, settled: () => stored ?? store(APOLOGY[lang], APOLOGY[lang]) };
}
