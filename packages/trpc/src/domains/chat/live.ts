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

/**
 * Called by the process's one MESSAGE_CHANNEL listener: when this process has streams open for
 * the message's guest, reads the message once and hands it to each of them. Per guest, reads
 * run one after another so events leave in id order.
 */
export function dispatchMessageNotification(db: Db, payload: string): void {
  const [userPart, idPart] = payload.split(':');
  const userId = Number(userPart);
  const id = Number(idPart);
  const guest = hubFor(db).get(userId);
  if (!guest || !Number.isInteger(id)) return;
  guest.chain = guest.chain
    .then(async () => {
      const [message] = await listMessagesAfter(db, userId, id - 1);
      if (message?.id !== id) return;
      for (const subscriber of guest.subscribers) subscriber.deliver(message);
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
