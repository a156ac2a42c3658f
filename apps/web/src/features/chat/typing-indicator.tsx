import { Box, Group, Paper, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconSailboat } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import classes from './chat.module.css';

/** Three softly bouncing dots. */
export function TypingDots() {
  return (
    <Group gap={5} h={20} align="center" aria-hidden>
      {[0, 1, 2].map((dot) => (
        <Box key={dot} className={classes.dot} style={{ animationDelay: `${dot * 0.16}s` }} />
      ))}
    </Group>
  );
}

/** §2 typing indicator, in the concierge's place in the conversation. */
export function TypingIndicator() {
  const t = useT().concierge.messages;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" data-testid="typing-indicator">
      <ThemeIcon radius="xl" size="md" variant="light" aria-hidden>
        <IconSailboat size={16} />
      </ThemeIcon>
      <Paper radius="lg" px="md" py="xs" bg="var(--mantine-color-default-hover)" role="status">
        <TypingDots />
        <VisuallyHidden>{t.typing}</VisuallyHidden>
      </Paper>
    </Group>
  );
}
