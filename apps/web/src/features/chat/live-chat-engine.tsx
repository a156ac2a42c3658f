import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { type RefObject, useEffect, useState } from 'react';
import type { LiveChatState } from './live-chat.tsx';
import type { ConciergeUIMessage } from './types.ts';

type LiveChatEngineProps = {
  langRef: RefObject<string>;
  onFinish: () => void;
  onChange: (state: LiveChatState) => void;
};

/**
 * The AI SDK's chat (useChat over POST /api/chat), in a chunk of its own: it is loaded when the
 * guest first writes or sends, so the stored conversation paints without it (issue 11).
 */
export default function LiveChatEngine({ langRef, onFinish, onChange }: LiveChatEngineProps) {
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
  const { status, messages, setMessages, sendMessage } = useChat<ConciergeUIMessage>({
    transport,
    throttle: 40,
    // §8: a failed send is logged only; the typing state clears with the error status.
    onError: (error) => console.error('[chat] message send failed:', error.message),
    onFinish,
  });
  useEffect(() => {
    onChange({ status, messages, setMessages, sendText: (text) => void sendMessage({ text }) });
  }, [status, messages, setMessages, sendMessage, onChange]);
  return null;
}
