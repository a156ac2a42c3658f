import { dropEarlyAnswers } from '../lib/early-data.ts';
import { GUEST_DATA_CACHE } from './cache-names.ts';

/** Chat messages written offline, waiting to be sent; they belong to the signed-in guest too. */
export const CHAT_QUEUE_KEY = 'marsa.chat-queue';

/**
 * Forgets everything kept on this device for the signed-in guest: the service worker's copy of
 * their data, their unsent chat messages and the page's early answers. Runs at sign-out and at
 * every sign-in, so the next person on this phone never sees the previous guest's data.
 */
export async function clearGuestData(): Promise<void> {
  dropEarlyAnswers();
  try {
    localStorage.removeItem(CHAT_QUEUE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  if (typeof caches !== 'undefined') await caches.delete(GUEST_DATA_CACHE);
}
