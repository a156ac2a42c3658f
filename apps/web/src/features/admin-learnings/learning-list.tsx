import { Group, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLanguage } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { LearningStatusBadge, TopicBadge } from './learning-badges.tsx';
import { formatTimestamp } from './timestamp.ts';

type AiLearning = AdminRow<'aiLearnings'>;

type LearningListProps = {
  learnings: AiLearning[];
  selectedId: number | null;
  onSelect: (learning: AiLearning) => void;
};

/** §2: the conversations, in a list that scrolls inside about 24rem. */
export function LearningList({ learnings, selectedId, onSelect }: LearningListProps) {
  const { t, lang } = useLanguage();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <ScrollArea h="24rem" type="auto" data-testid="learning-list">
        <Stack
          gap={0}
          component="ul"
          m={0}
          p={0}
          aria-label={t.adminLearnings.listLabel}
          style={{ listStyle: 'none' }}
        >
          {learnings.map((learning) => {
            const selected = learning.id === selectedId;
            return (
              <li key={learning.id}>
                <UnstyledButton
                  w="100%"
                  px="md"
                  py="sm"
                  onClick={() => onSelect(learning)}
                  aria-current={selected ? 'true' : undefined}
                  data-testid="learning-item"
                  style={{
                    borderBottom: '1px solid var(--mantine-color-default-border)',
                    borderInlineStart: `3px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                    background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                  }}
                >
                  <Text fw={600} size="sm" lineClamp={2} dir="auto">
                    {learning.query}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1} mt={2} dir="auto">
                    {learning.adminCorrection || learning.response}
                  </Text>
                  <Group gap={6} mt={6} justify="space-between" wrap="wrap">
                    <Group gap={6} wrap="nowrap">
                      <TopicBadge topic={learning.topic} />
                      <LearningStatusBadge learning={learning} />
                    </Group>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatTimestamp(learning.createdAt, lang)}
                    </Text>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
