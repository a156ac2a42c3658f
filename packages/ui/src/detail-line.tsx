import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type DetailLineProps = { icon: ReactNode; label: ReactNode; children: ReactNode; 'data-testid'?: string };

/** 'icon  Label  value' on one line that wraps as a sentence, for the facts on a card (hours, location…). */
export function DetailLine({ icon, label, children, 'data-testid': testId }: DetailLineProps) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" data-testid={testId}>
      <Text c="dimmed" lh={0} mt={3} aria-hidden style={{ flexShrink: 0 }}>
        {icon}
      </Text>
      <Text size="sm" component="div">
        <Text span size="sm" c="dimmed" me={6}>
          {label}
        </Text>
        {/* Data (a schedule, 'Ages 16+', a deck) keeps its own order inside the sentence. */}
        <Text component="bdi" size="sm" fw={500}>
          {children}
        </Text>
      </Text>
    </Group>
  );
}
