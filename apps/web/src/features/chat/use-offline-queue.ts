import { interpolate } from '@marsa/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/notify.tsx';
import { useOnline } from '../../lib/online.ts';
import { readQueue, writeQueue } from './offline-queue.ts';

/**
 * Sending while offline: the message waits on the device (shown as waiting) and goes out, in
 * order, as soon as the connection is back; a toast then tells the guest it was sent.
 */
export function useOfflineQueue(sendNow: (text: string) => boolean, isBusy: boolean) {
  const t = useT().offline;
  const online = useOnline();
  const [pending, setPending] = useState<string[]>(readQueue);
  const sentCount = useRef(0);

  const update = useCallback((next: string[]) => {
    writeQueue(next);
    setPending(next);
  }, []);

  const send = useCallback(
    (text: string) => {
      if (online) return sendNow(text);
      const trimmed = text.trim();
      if (!trimmed) return false;
      update([...readQueue(), trimmed]);
      return true;
    },
    [online, sendNow, update],
  );

  // One at a time: the next waits until the previous reply has finished.
  useEffect(() => {
    const [next, ...rest] = pending;
    if (!online || isBusy || next === undefined) return;
    if (!sendNow(next)) return;
    sentCount.current += 1;
    update(rest);
    if (rest.length === 0) {
      const count = sentCount.current;
      sentCount.current = 0;
      notify.success(t.chatSentTitle, count === 1 ? t.chatSent : interpolate(t.chatSentMany, { count }));
    }
  }, [online, isBusy, pending, sendNow, update, t]);

  return { send, pending };
}
