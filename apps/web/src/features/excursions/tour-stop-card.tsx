import { Box, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import type { ShoreExcursion } from '@marsa/trpc/schemas';
import { FallbackImage } from '@marsa/ui';
import { IconCheck, IconMapPin } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import { formatCoordinate } from './view.ts';

export type TourStop = NonNullable<ShoreExcursion['arContent']>['virtualTourStops'][number];

type TourStopCardProps = { stop: TourStop; isSelected: boolean; onToggle: () => void };

/** One virtual tour stop: photo, title, description, lat/lng to 4 decimals; a toggle button. */
export function TourStopCard({ stop, isSelected, onToggle }: TourStopCardProps) {
  const texts = useT().excursions.preview;
  return (
    <UnstyledButton onClick={onToggle} aria-pressed={isSelected} data-testid="tour-stop" h="100%">
      <Paper
        withBorder
        radius="md"
        h="100%"
        style={{
          overflow: 'hidden',
          borderColor: isSelected ? 'var(--mantine-primary-color-filled)' : undefined,
          boxShadow: isSelected ? '0 0 0 2px var(--mantine-primary-color-filled)' : undefined,
          transition: 'box-shadow 120ms ease, border-color 120ms ease',
        }}
      >
        <Box pos="relative">
          <FallbackImage src={stop.imageUrl} alt={stop.title} h={130} icon={<IconMapPin size={28} />} />
          {isSelected ? (
            <ThemeIcon pos="absolute" top={8} radius="xl" size="md" style={{ insetInlineEnd: 8 }} aria-hidden>
              <IconCheck size={16} />
            </ThemeIcon>
          ) : null}
        </Box>
        <Stack gap={4} p="sm">
          <Text fw={600} size="sm" dir="auto">
            {stop.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={isSelected ? undefined : 2} dir="auto">
            {stop.description}
          </Text>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={12} aria-hidden />
            <Text size="xs" data-testid="stop-coordinates">
              {interpolate(texts.coordinates, {
                lat: formatCoordinate(stop.coordinates.lat),
                lng: formatCoordinate(stop.coordinates.lng),
              })}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
