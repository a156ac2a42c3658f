import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconAnchor, IconCalendarTime, IconNavigation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { daysLabel, type ItineraryStats } from './itinerary-stats.ts';

function StatCard({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="gray.7" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} mt={4} data-testid={`${testId}-value`}>
            {value}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** §2: Total Ports, Cruise Duration ('N Days') and Next Port ('None' when no port has order 1). */
export function StatCards({ stats }: { stats: ItineraryStats }) {
  const { t, lang } = useLanguage();
  const s = t.adminItinerary.stats;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
      <StatCard
        label={s.totalPorts}
        value={stats.totalPorts}
        icon={<IconAnchor />}
        testId="stat-total-ports"
      />
      <StatCard
        label={s.cruiseDuration}
        value={daysLabel(stats.cruiseDays, lang, s.days)}
        icon={<IconCalendarTime />}
        testId="stat-cruise-duration"
      />
      <StatCard
        label={s.nextPort}
        value={stats.nextPort ?? s.none}
        icon={<IconNavigation />}
        testId="stat-next-port"
      />
    </SimpleGrid>
  );
}
