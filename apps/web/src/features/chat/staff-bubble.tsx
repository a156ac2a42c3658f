import { Badge, Box, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { formatTime, interpolate } from '@marsa/i18n';
import { staffReplyContentSchema } from '@marsa/trpc/schemas';
import { IconUserCircle } from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import { clockOf } from './message-view.ts';
import type { StoredMessage } from './types.ts';

/** The reply of a staff JSON message, or the whole content when it is plain text. */
function readStaffReply(content: string) {
  try {
    const parsed = staffReplyContentSchema.safeParse(JSON.parse(content));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a plain-text reply.
  }
  return { message: content, requestId: undefined, department: '' };
}

/** A crew member's answer to the guest's request: apart from the concierge, with who sent it. */
export function StaffBubble({ message }: { message: StoredMessage }) {
  const { t, lang } = useLanguage();
  const reply = readStaffReply(message.content);
  const clock = clockOf(message.createdAt);
  const from = reply.department
    ? interpolate(t.requests.chat.from, { department: reply.department })
    : t.requests.chat.crew;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" data-testid="message-staff" data-message-id={message.id}>
      <ThemeIcon radius="xl" size="md" color="teal.9" variant="filled" mt={4} aria-hidden visibleFrom="xs">
        <IconUserCircle size={16} />
      </ThemeIcon>
      <Box maw="min(92%, 640px)" miw={0}>
        <Paper radius="lg" px="md" py="sm" withBorder bg="var(--mantine-color-teal-light)">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Badge color="teal.9" variant="filled" size="sm">
                {from}
              </Badge>
              {reply.requestId ? (
                <Text size="xs" c="gray.8">
                  {interpolate(t.requests.chat.aboutRequest, { id: reply.requestId })}
                </Text>
              ) : null}
            </Group>
            <VisuallyHidden>{t.requests.chat.crew}:</VisuallyHidden>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.message}</Text>
          </Stack>
        </Paper>
        {clock ? (
          <Text size="xs" c="gray.7" component="time" dateTime={message.createdAt} px={4}>
            {formatTime(clock, lang)}
          </Text>
        ) : null}
      </Box>
    </Group>
  );
}
