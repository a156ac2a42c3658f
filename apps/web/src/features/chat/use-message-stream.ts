import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import type { StoredMessage } from './types.ts';

/** After the server refused or dropped the stream for good, try it again this much later. */
const STREAM_RETRY_MS = 15_000;

/** The conversation with one pushed message added (or replaced, when already there), in id order. */
export function upsertMessage(list: StoredMessage[] | undefined, message: StoredMessage): StoredMessage[] {
  const rest = (list ?? []).filter((item) => item.id !== message.id);
  const at = rest.findIndex((item) => item.id > message.id);
  return at === -1 ? [...rest, message] : [...rest.slice(0, at), message, ...rest.slice(at)];
}

/**
 * Follows GET /api/messages/stream and writes each pushed message into the guest.chat.list cache.
 * Returns whether the stream is open: while it is, the 2-second poll can rest; when it fails
 * (no EventSource, a refusal, a dropped connection) the caller polls again. While `isPaused`
 * (a reply is streaming in on its own), pushes are held back and the list is fetched once after.
 */
export function useMessageStream(isPaused: boolean): boolean {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  const pausedRef = useRef(isPaused);
  const missedRef = useRef(false);

  useEffect(() => {
    pausedRef.current = isPaused;
    if (isPaused || !missedRef.current) return;
    missedRef.current = false;
    void queryClient.invalidateQueries({ queryKey: trpc.guest.chat.list.queryKey() });
  }, [isPaused, queryClient, trpc]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const queryKey = trpc.guest.chat.list.queryKey();
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = new EventSource('/api/messages/stream', { withCredentials: true });
      source.onopen = () => {
        setIsLive(true);
        // Whatever arrived while the stream was down comes with one (usually 304) list fetch.
        void queryClient.invalidateQueries({ queryKey });
      };
      source.addEventListener('message', (event) => {
        if (pausedRef.current) {
          missedRef.current = true;
          return;
        }
        const message = JSON.parse(event.data) as StoredMessage;
        queryClient.setQueryData(queryKey, (list) => upsertMessage(list, message));
      });
      source.onerror = () => {
        setIsLive(false);
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(connect, STREAM_RETRY_MS);
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
      setIsLive(false);
    };
  }, [trpc, queryClient]);

  return isLive;
}
