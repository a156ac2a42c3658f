import type { AppRouter } from '@marsa/trpc';
import type { inferRouterOutputs } from '@trpc/server';
import type { UIMessage } from 'ai';

type Chat = inferRouterOutputs<AppRouter>['guest']['chat'];

/** A message of the conversation as GET /api/messages returns it. */
export type StoredMessage = Chat['list'][number];

/** What the chat stream attaches to the assistant's reply: the id of the guest's stored message. */
export type ReplyMetadata = { userMessageId?: number };

export type ConciergeUIMessage = UIMessage<ReplyMetadata>;
