import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useT } from '../lib/i18n.tsx';

/**
 * Registers the service worker and, when a new version has been deployed and downloaded, offers
 * 'A new version is available — Reload'. Reload activates the new worker and reloads the page.
 */
export default function UpdatePrompt() {
  const t = useT().offline;
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Paper
      shadow="lg"
      radius="md"
      p="sm"
      withBorder
      role="alert"
      data-testid="update-prompt"
      style={{ position: 'fixed', insetInlineEnd: 16, bottom: 72, zIndex: 310 }}
    >
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t.updateAvailable} —
        </Text>
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          {t.reload}
        </Button>
      </Group>
    </Paper>
  );
}
