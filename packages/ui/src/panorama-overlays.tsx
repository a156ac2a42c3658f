import { Box, Center, Stack, Text } from '@mantine/core';
import { IconHandMove, IconMapPin, IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A marker's label and pin, its tip on the marked point (left/top in percent of the view). */
export function MarkerPin({ title, left, top }: { title: string; left: number; top: number }) {
  return (
    <Box
      pos="absolute"
      data-marker={title}
      style={{ left: `${left}%`, top: `${top}%`, transform: 'translate(-50%, -100%)', pointerEvents: 'none' }}
    >
      <Stack align="center" gap={2}>
        <Text
          size="xs"
          fw={600}
          c="white"
          px={8}
          py={2}
          style={{ background: 'rgba(0,0,0,0.65)', borderRadius: 999, whiteSpace: 'nowrap' }}
        >
          {title}
        </Text>
        <IconMapPin size={22} color="white" fill="var(--mantine-color-red-6)" aria-hidden />
      </Stack>
    </Box>
  );
}

/** 'Drag to look around', until the guest first turns the view. */
export function DragHint({ children }: { children: ReactNode }) {
  return (
    <Text
      size="xs"
      c="white"
      pos="absolute"
      bottom={12}
      px="sm"
      py={4}
      style={{
        insetInlineStart: 12,
        borderRadius: 999,
        background: 'rgba(0,0,0,0.55)',
        pointerEvents: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 6,
      }}
    >
      <IconHandMove size={14} aria-hidden />
      {children}
    </Text>
  );
}

/** Shown instead of the viewer when there is no panorama or it cannot be loaded. */
export function Unavailable({
  height,
  testId,
  children,
}: {
  height: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Center
      data-testid={testId}
      data-mode="error"
      style={{ height, borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-1)' }}
    >
      <Stack align="center" gap="xs" c="dimmed">
        <IconPhotoOff size={36} aria-hidden />
        <Text>{children}</Text>
      </Stack>
    </Center>
  );
}
