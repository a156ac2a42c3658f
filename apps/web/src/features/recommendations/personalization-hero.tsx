import { Box, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { IconAdjustmentsHorizontal, IconSparkles } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import { isHighlyPersonalized, scorePercent } from './view.ts';

type PersonalizationHeroProps = { score: number | undefined; onEdit: () => void };

/** §2 header 'Personalized Recommendations' with the personalization score and 'Update Preferences'. */
export function PersonalizationHero({ score, onEdit }: PersonalizationHeroProps) {
  const t = useT().recommendations;
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      mb="xl"
      c="white"
      bg="linear-gradient(135deg, var(--mantine-color-sea-9), var(--mantine-color-sea-7) 60%, var(--mantine-color-sand-6))"
      data-testid="personalization-hero"
    >
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: '1 1 280px' }}>
          <Group gap="xs">
            <IconSparkles size={22} aria-hidden />
            <Title order={2} fz={{ base: 'xl', sm: 26 }}>
              {t.heroTitle}
            </Title>
          </Group>
          <Text opacity={0.9}>{t.heroSubtitle}</Text>
        </Stack>
        <Button
          variant="white"
          color="dark"
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          onClick={onEdit}
          data-testid="update-preferences"
        >
          {t.updatePreferences}
        </Button>
      </Group>
      {typeof score === 'number' ? (
        <Box mt="lg" maw={480} data-testid="personalization-score">
          <Group justify="space-between" mb={6} gap="xs">
            <Text fw={700}>{interpolate(t.score, { percent: scorePercent(score) })}</Text>
            <Text size="sm" opacity={0.9}>
              {isHighlyPersonalized(score) ? t.scoreHigh : t.scoreLow}
            </Text>
          </Group>
          <Progress
            value={scorePercent(score)}
            color="sand.3"
            bg="rgba(255,255,255,0.25)"
            radius="xl"
            size="md"
          />
        </Box>
      ) : null}
    </Paper>
  );
}
