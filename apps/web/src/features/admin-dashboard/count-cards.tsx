import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconActivity,
  IconBallFootball,
  IconBook2,
  IconBrain,
  IconCalendarEvent,
  IconCalendarTime,
  IconCircleCheckFilled,
  IconMassage,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { COUNT_KEYS, type CountKey, formatCount } from './counts.ts';

const ICONS: Record<CountKey, { icon: ReactNode; color: string }> = {
  restaurants: { icon: <IconToolsKitchen2 size={22} />, color: 'sea' },
  spaServices: { icon: <IconMassage size={22} />, color: 'grape' },
  activities: { icon: <IconBallFootball size={22} />, color: 'orange' },
  knowledgeTopics: { icon: <IconBook2 size={22} />, color: 'indigo' },
  aiLearnings: { icon: <IconBrain size={22} />, color: 'pink' },
  schedules: { icon: <IconCalendarTime size={22} />, color: 'cyan' },
  bookings: { icon: <IconCalendarEvent size={22} />, color: 'sand' },
};

type CountCardsProps = { counts: Record<CountKey, number> | undefined; failed: boolean };

/** §2: one card per counted table, then the static 'System Status: Online' card. */
export function CountCards({ counts, failed }: CountCardsProps) {
  const { t, lang } = useLanguage();
  const d = t.adminDashboard;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} data-testid="dashboard-counts">
      {COUNT_KEYS.map((key) => (
        <Paper key={key} withBorder radius="lg" p="lg" data-testid={`count-${key}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              <Text size="sm" c="dimmed" fw={600}>
                {d.counts[key]}
              </Text>
              {counts ? (
                <Text fz={32} fw={700} lh={1.1} data-testid="count-value">
                  {formatCount(counts[key], lang)}
                </Text>
              ) : failed ? (
                <Text fz={32} fw={700} lh={1.1} c="dimmed" data-testid="count-value">
                  —
                </Text>
              ) : (
                <Skeleton height={34} width={72} my={2} />
              )}
            </Stack>
            <ThemeIcon size={44} radius="md" variant="light" color={ICONS[key].color} aria-hidden>
              {ICONS[key].icon}
            </ThemeIcon>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {d.countHints[key]}
          </Text>
        </Paper>
      ))}
      <Paper withBorder radius="lg" p="lg" bg="var(--mantine-color-green-light)" data-testid="system-status">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} c="green.9">
            {d.systemStatus}
          </Text>
          <ThemeIcon size={44} radius="md" variant="white" color="green" aria-hidden>
            <IconActivity size={22} />
          </ThemeIcon>
        </Group>
        <Group gap={6} mt="sm" wrap="nowrap">
          <IconCircleCheckFilled size={16} color="var(--mantine-color-green-7)" aria-hidden />
          <Text size="sm" c="green.9">
            {d.systemStatusBody}
          </Text>
        </Group>
      </Paper>
    </SimpleGrid>
  );
}
