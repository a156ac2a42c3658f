import { Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type MediaUnavailableProps = { icon: ReactNode; text: string; testId: string };

/** What a preview tab shows in place of photos or a video it has none of (or none that load). */
export function MediaUnavailable({ icon, text, testId }: MediaUnavailableProps) {
  return (
    <Center h={280} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid={testId}>
      <Stack align="center" gap="xs" c="dimmed">
        {icon}
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}
