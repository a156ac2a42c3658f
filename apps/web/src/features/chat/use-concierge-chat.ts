import { useChat } from '@ai-sdk/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DefaultChatTransport } from 'ai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { CHAT_POLL_MS } from '../../lib/ui-constants.ts';
import { isAllStored, isTyping, mergeConversation, unsentText } from './conversation.ts';
import { canSend } from './quick-asks.ts';
import type { ConciergeUIMessage } from './types.ts';
import { useMessageStream } from './use-message-stream.ts';

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

  const [transport] = useState(
    () =>
      new DefaultChatTransport<ConciergeUIMessage>({
        api: '/api/chat',
        credentials: 'include',
        // The server reads the history itself: send only the new message, and the language to answer in.
        prepareSendMessagesRequest: ({ id, messages }) => ({
          body: { id, messages: messages.slice(-1), lang: langRef.current },
        }),
      }),
  );
  const refreshList = () => queryClient.invalidateQueries({ queryKey: trpc.guest.chat.list.queryKey() });

  const chat = useChat<ConciergeUIMessage>({
    transport,
    throttle: 40,
    // §8: a failed send is logged only; the typing state clears with the error status.
    onError: (error) => console.error('[chat] message send failed:', error.message),
    onFinish: () => void refreshList(),
  });
  const { status, messages: live, setMessages, sendMessage } = chat;
  const isBusy = status === 'submitted' || status === 'streaming';

  const isLive = useMessageStream(isBusy);
  const list = useQuery(
    trpc.guest.chat.list.queryOptions(undefined, {
      refetchInterval: isBusy || isLive ? false : CHAT_POLL_MS,
    }),
  );
  const stored = list.data;

  const [draft, setDraft] = useState('');

  // After a failed send the guest's words go back into the input rather than being lost.
  useEffect(() => {
    if (status !== 'error') return;
    const unsent = unsentText(live);
    if (!unsent) return;
    setMessages(unsent.remaining);
    setDraft((current) => current || unsent.text);
  }, [status, live, setMessages]);

  // Once the history holds the whole live exchange, the stream's copy is dropped.
  useEffect(() => {
    if (status === 'ready' && live.length > 0 && stored && isAllStored(stored, live)) setMessages([]);
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
      void sendMessage({ text: text.trim() });
      return true;
    },
    [isBusy, sendMessage],
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
