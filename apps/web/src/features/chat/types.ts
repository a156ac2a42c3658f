import type { UIMessage } from 'ai';
import type { GuestRow } from '../../lib/trpc-types.ts';

/** A message of the conversation as GET /api/messages returns it. */
export type StoredMessage = GuestRow<'chat'>;

/** What the chat stream attaches to the assistant's reply: the id of the guest's stored message. */
export type ReplyMetadata = { userMessageId?: number };

export type ConciergeUIMessage = UIMessage<ReplyMetadata>;
