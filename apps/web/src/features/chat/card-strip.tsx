import { Group, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards in one swipeable row, so a reply with many venues stays one message tall. */
export function CardStrip({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Group gap="sm" wrap="nowrap" align="stretch" pb={4} data-testid={testId}>
        {children}
      </Group>
    </ScrollArea>
  );
}

/** Width of one card in the strip: most of a phone's bubble, two and a bit on a desktop. */
export const STRIP_CARD_WIDTH = 232;
