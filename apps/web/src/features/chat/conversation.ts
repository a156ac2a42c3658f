import type { ConciergeUIMessage, StoredMessage } from './types.ts';

/** One bubble of the conversation: a stored message, or one still arriving over the stream. */
export type ViewMessage =
  | { key: string; source: 'stored'; role: StoredMessage['type']; message: StoredMessage }
  | { key: string; source: 'live'; role: 'user' | 'assistant'; text: string; isStreaming: boolean };

/** The plain text of a streamed message (its text parts; tool steps are not shown). */
export function liveText(message: ConciergeUIMessage): string {
  return message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/**
 * The stored id of the guest message each live message belongs to: the stream tags the reply with
 * it, and the guest's own message takes it from the reply that follows.
 */
function turnIds(live: readonly ConciergeUIMessage[]): (number | undefined)[] {
  return live.map((message, index) =>
    message.role === 'user' ? live[index + 1]?.metadata?.userMessageId : message.metadata?.userMessageId,
  );
}

/**
 * Whether a live message is already in the stored list: the guest's message by its id, the reply
 * once an assistant message newer than the guest's message is stored.
 */
function isStored(message: ConciergeUIMessage, turnId: number | undefined, stored: readonly StoredMessage[]) {
  if (turnId === undefined) return false;
  if (message.role === 'user') return stored.some((item) => item.id === turnId);
  return stored.some((item) => item.type === 'assistant' && item.id > turnId);
}

/**
 * The conversation on screen (§2): the stored history (oldest first), then whatever the stream has
 * that the history does not hold yet, so a reply is never shown twice.
 */
export function mergeConversation(
  stored: readonly StoredMessage[],
  live: readonly ConciergeUIMessage[],
  isStreaming: boolean,
): ViewMessage[] {
  const ids = turnIds(live);
  const lastIndex = live.length - 1;
  // The server stores a reply as soon as it has it, which on a slow link is long before the last
  // words reach the guest: while it streams, the live bubble stands for it and its stored copy waits.
  const streamingTurn = isStreaming && live[lastIndex]?.role === 'assistant' ? ids[lastIndex] : undefined;
  const isStreamedReply = (message: StoredMessage) =>
    streamingTurn !== undefined && message.type === 'assistant' && message.id > streamingTurn;
  const view: ViewMessage[] = stored
    .filter((message) => !isStreamedReply(message))
    .map((message) => ({ key: `stored-${message.id}`, source: 'stored', role: message.type, message }));
  live.forEach((message, index) => {
    if (message.role === 'system') return;
    const isStreamingReply = index === lastIndex && streamingTurn !== undefined;
    if (!isStreamingReply && isStored(message, ids[index], stored)) return;
    const text = liveText(message);
    const isLast = index === lastIndex;
    // An empty reply has nothing to show yet: the typing indicator stands in for it.
    if (message.role === 'assistant' && !text.trim()) return;
    view.push({
      key: `live-${message.id}`,
      source: 'live',
      role: message.role,
      text,
      isStreaming: isStreaming && isLast && message.role === 'assistant',
    });
  });
  return view;
}

/** Every live message is in the stored list, so the stream's copy can be let go. */
export function isAllStored(stored: readonly StoredMessage[], live: readonly ConciergeUIMessage[]): boolean {
  const ids = turnIds(live);
  return live.every((message, index) => message.role === 'system' || isStored(message, ids[index], stored));
}

/**
 * §2 typing indicator: on from the moment a message is sent until the reply's first words arrive.
 */
export function isTyping(status: string, live: readonly ConciergeUIMessage[]): boolean {
  if (status === 'submitted') return true;
  if (status !== 'streaming') return false;
  const last = live[live.length - 1];
  return last?.role !== 'assistant' || liveText(last).trim() === '';
}

/** The text of the guest message the live turn was about, for restoring it after a failed send. */
export function unsentText(
  live: readonly ConciergeUIMessage[],
): { text: string; remaining: ConciergeUIMessage[] } | null {
  const lastUserIndex = live.findLastIndex((message) => message.role === 'user');
  const user = live[lastUserIndex];
  if (!user) return null;
  const ids = turnIds(live);
  if (ids[lastUserIndex] !== undefined) return null;
  return { text: liveText(user), remaining: live.slice(0, lastUserIndex) };
}
