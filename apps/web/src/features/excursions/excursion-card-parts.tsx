import { Box, Group, List, Text, ThemeIcon } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { highlightPreview } from '@marsa/trpc/schemas';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';

/** §2: the first 2 highlights, each cut at 20 characters, and '+N more'. */
export function HighlightPreview({ highlights }: { highlights: readonly string[] }) {
  const texts = useT().excursions.card;
  const { shown, moreCount } = highlightPreview(highlights);
  if (shown.length === 0) return null;
  return (
    <Box data-testid="highlights">
      <List
        size="sm"
        spacing={4}
        aria-label={texts.highlights}
        icon={
          <ThemeIcon size={18} radius="xl" variant="light">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {shown.map((highlight) => (
          <List.Item key={highlight} dir="auto">
            {highlight}
          </List.Item>
        ))}
      </List>
      {moreCount > 0 ? (
        <Text size="xs" c="dimmed" mt={4} data-testid="highlights-more">
          {interpolate(texts.more, { count: moreCount })}
        </Text>
      ) : null}
    </Box>
  );
}

/** A departure or return time under its label. */
export function TimeFact({ icon, label, time }: { icon: ReactNode; label: string; time: string }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <div>
        <Text size="xs" tt="uppercase" fw={600} lh={1.2}>
          {label}
        </Text>
        <Text size="sm" fw={600} c="var(--mantine-color-text)">
          {time}
        </Text>
      </div>
    </Group>
  );
}
