import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type CalloutCardProps = {
  icon: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
};

/** A soft highlighted card pointing the guest somewhere useful (e.g. to the concierge). */
export function CalloutCard({ icon, title, body, action, 'data-testid': testId }: CalloutCardProps) {
  return (
    <Paper radius="lg" p="lg" bg="var(--mantine-primary-color-light)" data-testid={testId}>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 18rem' }}>
          <ThemeIcon size={44} radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700}>{title}</Text>
            {body ? (
              <Text size="sm" c="dimmed">
                {body}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {action}
      </Group>
    </Paper>
  );
}
