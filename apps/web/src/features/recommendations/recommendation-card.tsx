import { Card, Group, Paper, RingProgress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { FallbackImage } from '@marsa/ui';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { scorePercent } from './view.ts';

type RecommendationCardProps = {
  name: string;
  icon: ReactNode;
  /** The venue's picture over the card; the icon stands in when it is missing or fails. */
  imageUrl?: string;
  score: number;
  reason: string;
  /** Badges beside the name, e.g. Premium. */
  tags?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

/** The frame every §2 recommendation card shares: name, rounded score, details, 'Why we recommend:'. */
export function RecommendationCard({
  name,
  icon,
  imageUrl,
  score,
  reason,
  tags,
  children,
  'data-testid': testId,
}: RecommendationCardProps) {
  const t = useT().recommendations.card;
  const percent = scorePercent(score);
  const label = interpolate(t.percent, { percent });
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" data-testid={testId}>
      <Card.Section mb="md">
        <FallbackImage src={imageUrl} alt={name} h={150} icon={icon} />
      </Card.Section>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={3} fz="md" lh={1.3} dir="auto">
              {name}
            </Title>
            {tags ? <Group gap={6}>{tags}</Group> : null}
          </Stack>
        </Group>
        <RingProgress
          size={58}
          thickness={5}
          roundCaps
          sections={[{ value: percent, color: 'sea' }]}
          aria-label={`${t.scoreLabel}: ${label}`}
          label={
            <Text ta="center" size="xs" fw={700} data-testid="recommendation-score">
              {label}
            </Text>
          }
        />
      </Group>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        {children}
      </Stack>
      <Paper bg="var(--mantine-primary-color-light)" p="sm" radius="md" mt="md">
        <Text size="sm" fw={600}>
          {t.why}
        </Text>
        <Text size="sm" dir="auto" data-testid="recommendation-reason">
          {reason}
        </Text>
      </Paper>
    </Card>
  );
}

/** A small label/value line inside a recommendation card. */
export function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} c="dimmed" wrap="nowrap">
      {icon}
      <Text size="sm" dir="auto">
        {children}
      </Text>
    </Group>
  );
}
