import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { CHAT_POLL_MS } from '../../lib/ui-constants.ts';
import { isAllStored, isTyping, mergeConversation, unsentText } from './conversation.ts';
import { useLiveChat } from './live-chat.tsx';
import { canSend } from './quick-asks.ts';
import type { ConciergeUIMessage } from './types.ts';
import { useMessageStream } from './use-message-stream.ts';

const NO_MESSAGES: ConciergeUIMessage[] = [];

/**
 * The concierge conversation (§2, §4, §7): the stored history from guest.chat.list (kept current
 * by the pushed message stream, or polled every 2 s while that is down and no reply is streaming), live replies streamed from POST /api/chat, the automatic
 * welcome for an empty conversation, and the composer's draft.
 */
export function useConciergeChat() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  const langRef = useRef(lang);
  useEffect(() => {
    langRef.current = lang;
  }, [lang]);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: trpc.guest.chat.list.queryKey() });

  // The streaming engine loads when the guest first writes or sends (see live-chat.tsx); a message
  // sent before it is there waits for it, with the typing indicator on.
  const engine = useLiveChat();
  const [waiting, setWaiting] = useState<string | null>(null);
  const status = engine.state?.status ?? (waiting === null ? 'ready' : 'submitted');
  const live = engine.state?.messages ?? NO_MESSAGES;
  const setMessages = engine.state?.setMessages;
  const isBusy = status === 'submitted' || status === 'streaming';

  const isLive = useMessageStream(isBusy);
  const list = useQuery(
    trpc.guest.chat.list.queryOptions(undefined, {
      refetchInterval: isBusy || isLive ? false : CHAT_POLL_MS,
    }),
  );
  const stored = list.data;

  const [draft, setDraft] = useState('');
  const { load: loadEngine, state: engineState } = engine;
  useEffect(() => {
    if (draft) loadEngine().catch(() => undefined); // tried again at send
  }, [draft, loadEngine]);
  useEffect(() => {
    if (!engineState || waiting === null) return;
    engineState.sendText(waiting);
    setWaiting(null);
  }, [engineState, waiting]);

  // After a failed send the guest's words go back into the input rather than being lost.
  useEffect(() => {
    if (status !== 'error' || !setMessages) return;
    const unsent = unsentText(live);
    if (!unsent) return;
    setMessages(unsent.remaining);
    setDraft((current) => current || unsent.text);
  }, [status, live, setMessages]);

  // Once the history holds the whole live exchange, the stream's copy is dropped.
  useEffect(() => {
    if (status === 'ready' && setMessages && live.length > 0 && stored && isAllStored(stored, live)) {
      setMessages([]);
    }
  }, [status, live, stored, setMessages]);

  const { mutate: postWelcome, isPending: isWelcoming } = useMutation(
    trpc.guest.chat.welcome.mutationOptions({ onSettled: () => refreshList() }),
  );
  // §4: a signed-in guest with no messages gets the welcome, once (the server is idempotent too).
  const askedWelcome = useRef(false);
  useEffect(() => {
    if (!stored || stored.length > 0 || askedWelcome.current) return;
    askedWelcome.current = true;
    postWelcome({ lang: langRef.current });
  }, [stored, postWelcome]);

  const send = useCallback(
    (text: string) => {
      if (!canSend(text, isBusy)) return false;
      if (engineState) engineState.sendText(text.trim());
      else {
        const trimmed = text.trim();
        setWaiting(trimmed);
        // The engine could not load (offline before it was ever cached): the words go back into the input.
        loadEngine().catch(() => {
          setWaiting(null);
          setDraft((current) => current || trimmed);
        });
      }
      return true;
    },
    [isBusy, engineState, loadEngine],
  );

  const conversation = useMemo(
    () => mergeConversation(stored ?? [], live, status === 'streaming'),
    [stored, live, status],
  );

  return {
    list,
    conversation,
    isBusy,
    isTyping: isTyping(status, live),
    isWelcoming,
    draft,
    setDraft,
    send,
  };
}
