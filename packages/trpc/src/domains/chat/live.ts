import type { Db } from '@marsa/db';
import { listMessagesAfter } from './feed.ts';
import type { ChatMessage } from './schema.ts';

/**
 * LISTEN/NOTIFY channel of new messages: the messages table's trigger publishes 'userId:id' on
 * every insert, whatever code wrote it (migrations/0001_realtime.sql).
 */
export const MESSAGE_CHANNEL = 'marsa_messages';

type Subscriber = { deliver: (message: ChatMessage) => void };
type Guest = { subscribers: Set<Subscriber>; chain: Promise<void> };
const hubs = new WeakMap<Db, Map<number, Guest>>();

function hubFor(db: Db): Map<number, Guest> {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new Map();
    hubs.set(db, hub);
  }
  return hub;
}

/** A message as the trigger's JSON has it: timestamps as PostgreSQL writes them. */
type NotifiedMessage = Omit<ChatMessage, 'createdAt'> & { createdAt: string };

/**
 * Called by the process's one MESSAGE_CHANNEL listener with 'userId:id[:message JSON]': when this
 * process has streams open for that guest, hands the message to each of them (read from the
 * database only when it was too large for the notification). Per guest, deliveries keep id order.
 */
export function dispatchMessageNotification(db: Db, payload: string): void {
  const first = payload.indexOf(':');
  const second = payload.indexOf(':', first + 1);
  const userId = Number(payload.slice(0, first));
  const guest = hubFor(db).get(userId);
  if (!guest) return;
  const id = Number(payload.slice(first + 1, second === -1 ? undefined : second));
  if (!Number.isInteger(id)) return;
  const deliver = (message: ChatMessage) => {
    for (const subscriber of guest.subscribers) subscriber.deliver(message);
  };
  if (second !== -1) {
    const notified = JSON.parse(payload.slice(second + 1)) as NotifiedMessage;
    const message = { ...notified, createdAt: new Date(notified.createdAt) };
    guest.chain = guest.chain
      .then(() => deliver(message))
      .catch((error: unknown) => console.error('[chat] could not deliver a message:', error));
    return;
  }
  guest.chain = guest.chain
    .then(async () => {
      const [message] = await listMessagesAfter(db, userId, id - 1);
      if (message?.id === id) deliver(message);
    })
    .catch((error: unknown) => console.error('[chat] could not read a notified message:', error));
}

/**
 * Follows a guest's conversation: replays the messages after `afterId` (a resumed stream's
 * Last-Event-ID; null = only what arrives from now on), then every new one, each exactly once
 * and in id order. Returns the function that stops following.
 */
export async function followMessages(
  db: Db,
  userId: number,
  afterId: number | null,
  onMessage: (message: ChatMessage) => void,
): Promise<() => void> {
  let lastSent = afterId ?? 0;
  let pending: ChatMessage[] | null = afterId === null ? null : [];
  const send = (message: ChatMessage) => {
    if (message.id <= lastSent) return;
    lastSent = message.id;
    onMessage(message);
  };
  const subscriber: Subscriber = { deliver: (message) => (pending ? pending.push(message) : send(message)) };
  const hub = hubFor(db);
  const guest = hub.get(userId) ?? { subscribers: new Set(), chain: Promise.resolve() };
  hub.set(userId, guest);
  guest.subscribers.add(subscriber);
  const stop = () => {
    guest.subscribers.delete(subscriber);
    if (guest.subscribers.size === 0 && hub.get(userId) === guest) hub.delete(userId);
  };
  if (afterId !== null) {
    try {
      for (const message of await listMessagesAfter(db, userId, afterId)) send(message);
    } catch (error) {
      stop();
      throw error;
    }
    const live = pending ?? [];
    pending = null;
    for (const message of live) send(message);
  }
  return stop;
}

/** How many guests this process is streaming to (for tests and diagnostics). */
export const followedGuestCount = (db: Db): number => hubFor(db).size;
