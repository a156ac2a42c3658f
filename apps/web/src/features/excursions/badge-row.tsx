import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** Badges across the top of a picture, one at each end, letting clicks through to what lies beneath. */
export function BadgeRow({ top, children }: { top: number; children: ReactNode }) {
  return (
    <Group
      pos="absolute"
      top={top}
      px="sm"
      w="100%"
      justify="space-between"
      style={{ pointerEvents: 'none' }}
    >
      {children}
    </Group>
  );
}
