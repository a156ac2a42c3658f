import { CHAT_QUEUE_KEY } from '../../pwa/guest-data.ts';

/** Chat messages typed offline, kept on the device (per sign-in: cleared at sign-in and sign-out). */
export function readQueue(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(CHAT_QUEUE_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function writeQueue(texts: readonly string[]): void {
  try {
    if (texts.length === 0) localStorage.removeItem(CHAT_QUEUE_KEY);
    else localStorage.setItem(CHAT_QUEUE_KEY, JSON.stringify(texts));
  } catch {
    // Storage disabled: the queue lives in memory for this visit.
  }
}
