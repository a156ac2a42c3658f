import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { ConciergeUIMessage } from './types.ts';

/** What the streaming chat engine reports: useChat's state and a way to send. */
export type LiveChatState = {
  status: 'submitted' | 'streaming' | 'ready' | 'error';
  messages: ConciergeUIMessage[];
  setMessages: (messages: ConciergeUIMessage[]) => void;
  sendText: (text: string) => void;
};

type EngineProps = {
  langRef: { current: string };
  onFinish: () => void;
  onChange: (state: LiveChatState) => void;
};

type LiveChat = {
  /** null until the engine has loaded. */
  state: LiveChatState | null;
  /**
   * Loads the engine (once; again after a failure, e.g. offline before its chunk was cached).
   * Settles when it has loaded, or rejects when it could not.
   */
  load: () => Promise<void>;
};

const LiveChatContext = createContext<LiveChat | null>(null);

/**
 * Holds the concierge's streaming engine for the chat page. The engine (the AI SDK, ~50 kB gzip)
 * is not part of the page's first load: it loads when the guest first types or sends.
 */
export function LiveChatProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  const langRef = useRef<string>(lang);
  useEffect(() => {
    langRef.current = lang;
  }, [lang]);

  const [Engine, setEngine] = useState<ComponentType<EngineProps> | null>(null);
  const [state, setState] = useState<LiveChatState | null>(null);
  const loading = useRef<Promise<void> | null>(null);

  const load = useCallback(() => {
    loading.current ??= import('./live-chat-engine.tsx').then(
      (module) => setEngine(() => module.default),
      (error: unknown) => {
        loading.current = null;
        console.error('[chat] the chat engine did not load:', error);
        throw error;
      },
    );
    return loading.current;
  }, []);
  const onFinish = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trpc.guest.chat.list.queryKey() }),
    [queryClient, trpc],
  );

  const value = useMemo(() => ({ state, load }), [state, load]);
  return (
    <LiveChatContext.Provider value={value}>
      {children}
      {Engine ? <Engine langRef={langRef} onFinish={onFinish} onChange={setState} /> : null}
    </LiveChatContext.Provider>
  );
}

export function useLiveChat(): LiveChat {
  const value = useContext(LiveChatContext);
  if (!value) throw new Error('useLiveChat must be used inside LiveChatProvider');
  return value;
}
