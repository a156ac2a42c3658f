import { LANGUAGES, type MessageType } from '@marsa/db/constants';
import { z } from 'zod';
import type { ShownSource } from './source-titles.ts';

export const CHAT_MESSAGE_MAX = 2000;
/** Guest messages per user per minute, on every API process alike (counted in the database). */
export const CHAT_RATE_LIMIT_PER_MINUTE = 20;

export const chatTextSchema = z
  .string('Message is required')
  .trim()
  .min(1, 'Message cannot be empty')
  .max(CHAT_MESSAGE_MAX, `Message can be at most ${CHAT_MESSAGE_MAX} characters`);

/** §7 POST /api/messages: {content, type:'user'}. */
export const messageInputSchema = z.object({
  content: chatTextSchema,
  type: z.literal('user', "Type must be 'user'").default('user'),
  lang: z.enum(LANGUAGES).optional(),
});

/**
 * POST /api/chat, as the AI SDK's DefaultChatTransport sends it: the UI messages so far; the
 * server uses the last user message's text and reads the history from the database.
 */
export const chatRequestSchema = z.object({
  id: z.string().max(200).optional(),
  messages: z
    .array(
      z.object({
        id: z.string().max(200).optional(),
        role: z.enum(['user', 'assistant', 'system']),
        parts: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })).max(100),
      }),
    )
    .min(1, 'Send at least one message')
    .max(500),
  lang: z.enum(LANGUAGES).optional(),
});

export const welcomeInputSchema = z.object({ lang: z.enum(LANGUAGES).optional() }).nullish();

export type MessageInput = z.input<typeof messageInputSchema>;
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** §3 Message as clients see it. */
export type ChatMessage = {
  id: number;
  type: MessageType;
  content: string;
  createdAt: Date;
  /** The guest's thumbs on an assistant reply: true, false, or null when not rated. */
  wasHelpful: boolean | null;
  /**
   * The records an assistant answer was built from (issue 9); empty for other messages. Each has
   * its stored English title and the record's Arabic title read at the time of reading.
   */
  sources: ShownSource[];
};
