import { Box, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { formatTime, textDirection } from '@marsa/i18n';
import type { SpaBookingHint } from '@marsa/trpc/schemas';
import { IconSailboat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import type { BookingTarget } from '../bookings/booking-dialog.tsx';
import { AssistantContent } from './assistant-content.tsx';
import type { ViewMessage } from './conversation.ts';
import { FeedbackButtons } from './feedback-buttons.tsx';
import { LazySourceChips } from './lazy-source-chips.tsx';
import { canRate, clockOf, contentView } from './message-view.ts';
import { StaffBubble } from './staff-bubble.tsx';
import type { StoredMessage } from './types.ts';

type MessageBubbleProps = {
  item: ViewMessage;
  spaHint?: SpaBookingHint;
  feedback: {
    choiceFor: (message: StoredMessage) => boolean | null;
    rate: (message: StoredMessage, helpful: boolean) => void;
  };
  onSuggestion: (text: string) => void;
  onBook: (booking: BookingTarget) => void;
  isLatest?: boolean;
};

function Time({ createdAt }: { createdAt: string }) {
  const { lang } = useLanguage();
  const clock = clockOf(createdAt);
  return clock ? (
    <Text size="xs" c="gray.7" component="time" dateTime={createdAt}>
      {formatTime(clock, lang)}
    </Text>
  ) : null;
}

/** One message: the guest's on the reading end, the concierge's with its avatar, cards and thumbs. */
export function MessageBubble({
  item,
  spaHint,
  feedback,
  onSuggestion,
  onBook,
  isLatest = false,
}: MessageBubbleProps) {
  const { t } = useLanguage();
  const stored = item.source === 'stored' ? item.message : null;
  const content = stored ? stored.content : item.source === 'live' ? item.text : '';
  const isStreaming = item.source === 'live' && item.isStreaming;

  if (item.role === 'staff' && stored) return <StaffBubble message={stored} />;

  if (item.role === 'user') {
    return (
      <Stack gap={2} align="flex-end" data-testid="message-user" data-message-id={stored?.id}>
        <Paper
          radius="lg"
          px="md"
          py={8}
          maw="min(85%, 560px)"
          bg="var(--mantine-primary-color-filled)"
          c="white"
        >
          <VisuallyHidden>{t.concierge.messages.you}:</VisuallyHidden>
          <Text
            dir={textDirection(content) ?? 'auto'}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {content}
          </Text>
        </Paper>
        {stored ? <Time createdAt={stored.createdAt} /> : null}
      </Stack>
    );
  }

  const view = contentView(content, isStreaming);
  let footer: ReactNode = null;
  if (stored) {
    footer = (
      <Group gap="xs" justify="space-between" wrap="nowrap" mih={22}>
        <Time createdAt={stored.createdAt} />
        {canRate(view) ? (
          <FeedbackButtons
            value={feedback.choiceFor(stored)}
            onRate={(helpful) => feedback.rate(stored, helpful)}
          />
        ) : null}
      </Group>
    );
  }
  // The bubble reads in its own text's direction: an Arabic reply on an English page is right
  // aligned with its punctuation on the left, and the reverse (the welcome follows the page).
  const ownDir = view.kind === 'welcome' || view.kind === 'pending' ? undefined : textDirection(view.text);
  const isWide = view.kind === 'restaurants' || view.kind === 'spa_services' || view.kind === 'rich';

  return (
    <Group
      gap="xs"
      align="flex-start"
      wrap="nowrap"
      data-testid="message-assistant"
      data-message-id={stored?.id}
      data-streaming={isStreaming || undefined}
    >
      <ThemeIcon radius="xl" size="md" variant="light" mt={4} aria-hidden visibleFrom="xs">
        <IconSailboat size={16} />
      </ThemeIcon>
      <Box maw={isWide ? 'min(100%, 640px)' : 'min(92%, 640px)'} miw={0} flex={isWide ? 1 : undefined}>
        <Paper radius="lg" px="md" py="sm" withBorder bg="var(--mantine-color-body)" dir={ownDir}>
          <VisuallyHidden>{t.concierge.messages.assistant}:</VisuallyHidden>
          <AssistantContent
            view={view}
            isStreaming={isStreaming}
            spaHint={spaHint}
            onSuggestion={onSuggestion}
            onBook={onBook}
            isLatest={isLatest}
          />
        </Paper>
        {stored ? <LazySourceChips sources={stored.sources} /> : null}
        {footer ? (
          <Box px={4} pt={2}>
            {footer}
          </Box>
        ) : null}
      </Box>
    </Group>
  );
}
