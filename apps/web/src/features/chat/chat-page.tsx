import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { useCallback, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { BookingDialog, useBookingDialog } from '../bookings/booking-dialog.tsx';
import { useBrandName } from '../shell/brand.tsx';
import { useAgentStatus } from './agent-status.ts';
import { AgentStatusIndicator } from './chat-header.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { QueuedMessages } from './queued-messages.tsx';
import { QuickAskBar } from './quick-ask-bar.tsx';
import { type QuickAsk, runQuickAsk } from './quick-asks.ts';
import { useConciergeChat } from './use-concierge-chat.ts';
import { useOfflineQueue } from './use-offline-queue.ts';
import { useVoiceRecorder } from './use-voice-recorder.ts';
import { VoiceButton, VoiceStatus } from './voice-button.tsx';

/** The page fills the screen below the app header; the conversation scrolls inside it. */
const PAGE_HEIGHT =
  'calc(100dvh - var(--app-shell-header-offset, 60px) - 2 * var(--app-shell-padding, 16px))';

/** / — the concierge chat (§2 'Concierge chat'). */
export function ChatPage() {
  const t = useT().concierge;
  const brand = useBrandName();
  const chat = useConciergeChat();
  const [agentStatus] = useAgentStatus();
  const booking = useBookingDialog();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [sendCount, setSendCount] = useState(0);
  const { setDraft } = chat;
  const offlineQueue = useOfflineQueue(chat.send, chat.isBusy);
  const { send } = offlineQueue;

  const sendText = useCallback(
    (text: string) => {
      if (send(text)) setSendCount((count) => count + 1);
      else setDraft(text);
    },
    [send, setDraft],
  );
  const sendDraft = () => {
    if (!send(chat.draft)) return;
    setDraft('');
    setSendCount((count) => count + 1);
  };
  const fill = (text: string) => {
    setDraft(text);
    requestAnimationFrame(() => {
      const input = inputRef.current;
      input?.focus();
      input?.setSelectionRange(text.length, text.length);
    });
  };
  const voice = useVoiceRecorder(sendText, t.voice);

  return (
    <Stack gap={0} h={PAGE_HEIGHT} mih={520}>
      {/* Compact on a phone: one line of title, the subtitle from tablets up; the language is
          switched in the app header, once for the whole app. */}
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm" mb={{ base: 'xs', sm: 'md' }}>
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 20, sm: 28 }} lh={1.2} lineClamp={1}>
            {interpolate(t.title, { brand })}
          </Title>
          <Text c="dimmed" size="sm" visibleFrom="sm">
            {t.subtitle}
          </Text>
        </Stack>
        <AgentStatusIndicator status={agentStatus} />
      </Group>
      <Paper
        withBorder
        radius="lg"
        shadow="xs"
        flex={1}
        mih={0}
        style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
        data-testid="chat-panel"
      >
        <MessageList
          conversation={chat.conversation}
          stored={chat.list.data}
          isLoading={chat.list.isPending}
          isError={chat.list.isError}
          onRetry={() => chat.list.refetch()}
          isTyping={chat.isTyping}
          isWelcoming={chat.isWelcoming}
          sendCount={sendCount}
          onSuggestion={sendText}
          onBook={booking.open}
        />
        <QueuedMessages texts={offlineQueue.pending} />
        <Divider />
        <Stack gap="xs" p={{ base: 'xs', sm: 'sm' }} bg="var(--mantine-color-default-hover)">
          <QuickAskBar
            onAsk={(ask: QuickAsk) => runQuickAsk(ask, { fill, send: sendText })}
            isSendBlocked={chat.isBusy}
          />
          <VoiceStatus state={voice.state} />
          <Composer
            value={chat.draft}
            onChange={setDraft}
            onSend={sendDraft}
            isPending={chat.isBusy}
            inputRef={inputRef}
            voice={
              <VoiceButton
                state={voice.state}
                onStart={voice.start}
                onStop={voice.stop}
                disabled={chat.isBusy}
              />
            }
          />
        </Stack>
      </Paper>
      <BookingDialog {...booking.props} name="chat-booking" />
    </Stack>
  );
}
