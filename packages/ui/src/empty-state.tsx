import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon?: ReactNode; title: ReactNode; description?: ReactNode; action?: ReactNode };

/** A friendly 'nothing here yet' card with an optional next step. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="empty-state">
      <Stack align="center" gap="sm" ta="center">
        {icon ? (
          <ThemeIcon size={56} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
        ) : null}
        <Title order={3}>{title}</Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
        {action}
      </Stack>
    </Paper>
  );
}
