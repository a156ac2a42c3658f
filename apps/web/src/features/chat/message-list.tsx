import { Box, ScrollArea, Skeleton, Stack } from '@mantine/core';
import { EmptyState, LoadError } from '@marsa/ui';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useT } from '../../lib/i18n.tsx';
import type { BookingTarget } from '../bookings/booking-dialog.tsx';
import type { ViewMessage } from './conversation.ts';
import { MessageBubble } from './message-bubble.tsx';
import { spaHintsByReply } from './spa-request.ts';
import type { StoredMessage } from './types.ts';
import { TypingIndicator } from './typing-indicator.tsx';
import { useFeedback } from './use-feedback.ts';

type MessageListProps = {
  conversation: readonly ViewMessage[];
  stored: readonly StoredMessage[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  isTyping: boolean;
  isWelcoming: boolean;
  /** Changes whenever the guest sends: the list then jumps to the newest message. */
  sendCount: number;
  onSuggestion: (text: string) => void;
  onBook: (booking: BookingTarget) => void;
};

/** How close to the bottom (px) still counts as following the conversation. */
const FOLLOW_THRESHOLD = 120;

function LoadingBubbles() {
  const t = useT().concierge.messages;
  return (
    // Fills the panel like the list it stands in for, so the composer does not jump when it arrives.
    <Stack gap="md" p="md" flex={1} mih={0} aria-busy aria-label={t.loading}>
      <Skeleton h={56} w="70%" radius="lg" />
      <Skeleton h={40} w="45%" radius="lg" ml="auto" />
      <Skeleton h={88} w="80%" radius="lg" />
    </Stack>
  );
}

/**
 * The conversation, scrolled to the newest message as it arrives — unless the guest has scrolled
 * up to read, in which case it stays put until they send again.
 */
export function MessageList(props: MessageListProps) {
  const { conversation, stored, isLoading, isError, onRetry, isTyping, isWelcoming, sendCount } = props;
  const t = useT().concierge.messages;
  const viewport = useRef<HTMLDivElement>(null);
  const isFollowing = useRef(true);
  const feedback = useFeedback();
  const hints = useMemo(() => spaHintsByReply(stored ?? []), [stored]);

  const last = conversation[conversation.length - 1];
  const lastSize = last?.source === 'live' ? last.text.length : 0;
  useEffect(() => {
    isFollowing.current = true;
  }, [sendCount]);
  const isReplyLast = last?.role === 'assistant' && !isTyping;
  useEffect(() => {
    const element = viewport.current;
    if (!element || !isFollowing.current) return;
    const bottom = element.scrollHeight - element.clientHeight;
    // A new reply is read from its start: when it is taller than the panel, its first line goes
    // to the top instead of its last line to the bottom (and it stays there while it streams in).
    const replies = element.querySelectorAll<HTMLElement>('[data-testid="message-assistant"]');
    const reply = isReplyLast ? replies[replies.length - 1] : undefined;
    const top = reply
      ? Math.min(
          bottom,
          element.scrollTop + reply.getBoundingClientRect().top - element.getBoundingClientRect().top - 8,
        )
      : bottom;
    element.scrollTo({ top, behavior: lastSize ? 'auto' : 'smooth' });
  }, [conversation.length, lastSize, isTyping, sendCount, isReplyLast]);

  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    isFollowing.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;
  };

  if (isLoading) return <LoadingBubbles />;
  if (isError) {
    return (
      <Box p="md">
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={onRetry} />
      </Box>
    );
  }

  return (
    <ScrollArea
      flex={1}
      mih={0}
      viewportRef={viewport}
      onScrollPositionChange={onScroll}
      type="auto"
      offsetScrollbars
    >
      <Stack
        gap="md"
        p={{ base: 'sm', sm: 'md' }}
        role="log"
        aria-live="polite"
        aria-label={t.listLabel}
        data-testid="message-list"
      >
        {conversation.length === 0 && !isTyping ? (
          isWelcoming ? (
            <LoadingBubbles />
          ) : (
            <EmptyState icon={<IconMessageChatbot />} title={t.emptyTitle} description={t.emptyBody} />
          )
        ) : null}
        {conversation.map((item, index) => (
          <MessageBubble
            key={item.key}
            item={item}
            isLatest={index === conversation.length - 1}
            spaHint={item.source === 'stored' ? hints.get(item.message.id) : undefined}
            feedback={feedback}
            onSuggestion={props.onSuggestion}
            onBook={props.onBook}
          />
        ))}
        {isTyping ? <TypingIndicator /> : null}
      </Stack>
    </ScrollArea>
  );
}
