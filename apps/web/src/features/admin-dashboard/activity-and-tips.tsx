import {
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
  useDirection,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBrain,
  IconBuildingStore,
  IconCalendarPlus,
  IconFileImport,
  IconPencil,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.tsx';

const ACTIVITY = [
  { key: 'knowledge', icon: <IconFileImport size={14} /> },
  { key: 'learning', icon: <IconPencil size={14} /> },
  { key: 'schedule', icon: <IconCalendarPlus size={14} /> },
  { key: 'restaurant', icon: <IconToolsKitchen2 size={14} /> },
] as const;

const TIPS = [
  { key: 'import', to: '/admin/import', icon: <IconFileImport size={20} />, color: 'indigo' },
  { key: 'learnings', to: '/admin/ai-learnings', icon: <IconBrain size={20} />, color: 'pink' },
  { key: 'services', to: '/admin/services', icon: <IconBuildingStore size={20} />, color: 'sea' },
] as const;

/** §2: the static recent-activity list. */
export function RecentActivity() {
  const d = useT().adminDashboard;
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" data-testid="recent-activity">
      <Title order={2} fz="lg" mb="md">
        {d.recentActivity}
      </Title>
      <Timeline bulletSize={26} lineWidth={2} active={ACTIVITY.length}>
        {ACTIVITY.map(({ key, icon }) => (
          <Timeline.Item key={key} bullet={icon} title={d.activity[key].title}>
            <Text size="sm" c="dimmed">
              {d.activity[key].detail}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              {d.activity[key].time}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}

/** §2: quick-action tips, each leading to the screen that does it. */
export function QuickActions() {
  const d = useT().adminDashboard;
  const { dir } = useDirection();
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" data-testid="quick-actions">
      <Title order={2} fz="lg" mb="md">
        {d.quickActions}
      </Title>
      <SimpleGrid cols={1} spacing="sm">
        {TIPS.map(({ key, to, icon, color }) => (
          <Paper key={key} radius="md" p="md" bg="var(--mantine-color-gray-0)">
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
                {icon}
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1 }}>
                <Text fw={600}>{d.tips[key].title}</Text>
                <Text size="sm" c="dimmed">
                  {d.tips[key].body}
                </Text>
                <Anchor component={Link} to={to} size="sm" fw={600}>
                  <Group gap={4} component="span" wrap="nowrap">
                    {d.tips[key].action}
                    <IconArrowRight
                      size={14}
                      aria-hidden
                      style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
                    />
                  </Group>
                </Anchor>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
