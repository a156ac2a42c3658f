import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';

/** The guest's messages waiting for the connection, each marked as waiting. */
export function QueuedMessages({ texts }: { texts: readonly string[] }) {
  const t = useT().offline;
  if (texts.length === 0) return null;
  return (
    <Stack gap={6} px="md" pb="sm" align="flex-end" data-testid="queued-messages">
      {texts.map((text, index) => (
        <Paper
          key={`${index}:${text}`}
          radius="lg"
          px="md"
          py={8}
          maw="80%"
          bg="var(--mantine-color-gray-1)"
          data-testid="queued-message"
        >
          <Text size="sm" dir="auto">
            {text}
          </Text>
          <Group gap={4} mt={4} c="dimmed">
            <IconClockPause size={14} aria-hidden />
            <Text size="xs">{t.chatQueued}</Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
