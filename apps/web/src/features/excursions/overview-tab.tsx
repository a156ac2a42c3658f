import {
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useDirection,
} from '@mantine/core';
import { formatMoney, interpolate, localized } from '@marsa/i18n';
import type { ShoreExcursion } from '@marsa/trpc/schemas';
import { IconArrowLeft, IconArrowRight, IconCheck, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { TourStopCard } from './tour-stop-card.tsx';
import { formatCoordinate } from './view.ts';

type OverviewTabProps = {
  excursion: ShoreExcursion;
  onBook: () => void;
  isBooking: boolean;
  /** 'Learn More' about a stop: shows its photo in the gallery. */
  onLearnMore: (imageUrl: string) => void;
};

/** §2 Overview: description, highlights, virtual tour stops (click to select or deselect), Book Now. */
export function OverviewTab({ excursion, onBook, isBooking, onLearnMore }: OverviewTabProps) {
  const { lang, t } = useLanguage();
  const { dir } = useDirection();
  const texts = t.excursions.preview;
  const stops = excursion.arContent?.virtualTourStops ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = stops.find((stop) => stop.id === selectedId);

  return (
    <Stack gap="lg" data-testid="overview-tab">
      <Stack gap={6}>
        <Title order={3} fz="md">
          {texts.about}
        </Title>
        <Text dir="auto">{localized(excursion, 'description', lang)}</Text>
      </Stack>

      {excursion.highlights.length > 0 ? (
        <Stack gap={6}>
          <Title order={3} fz="md">
            {texts.highlights}
          </Title>
          <List
            spacing={6}
            icon={
              <ThemeIcon size={20} radius="xl" variant="light">
                <IconCheck size={13} />
              </ThemeIcon>
            }
          >
            {excursion.highlights.map((highlight) => (
              // The item follows the page (its tick at the start); only the words keep their own direction.
              <List.Item key={highlight}>
                <bdi>{highlight}</bdi>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}

      <Stack gap={6}>
        <Title order={3} fz="md">
          {texts.stops}
        </Title>
        {stops.length === 0 ? (
          <Text c="dimmed" size="sm">
            {texts.noStops}
          </Text>
        ) : (
          <>
            <Text c="dimmed" size="sm">
              {texts.stopsHint}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" data-testid="tour-stops">
              {stops.map((stop) => (
                <TourStopCard
                  key={stop.id}
                  stop={stop}
                  isSelected={stop.id === selectedId}
                  onToggle={() => setSelectedId((current) => (current === stop.id ? null : stop.id))}
                />
              ))}
            </SimpleGrid>
          </>
        )}
        {selected ? (
          <Paper
            withBorder
            radius="md"
            p="md"
            bg="var(--mantine-primary-color-light)"
            data-testid="selected-stop"
          >
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
                <Text fw={700} dir="auto">
                  {selected.title}
                </Text>
                <Text size="sm" dir="auto">
                  {selected.description}
                </Text>
                <Group gap={4} c="dimmed">
                  <IconMapPin size={14} aria-hidden />
                  <Text size="xs">
                    {interpolate(texts.coordinates, {
                      lat: formatCoordinate(selected.coordinates.lat),
                      lng: formatCoordinate(selected.coordinates.lng),
                    })}
                  </Text>
                </Group>
              </Stack>
              <Button
                variant="white"
                rightSection={dir === 'rtl' ? <IconArrowLeft size={16} /> : <IconArrowRight size={16} />}
                onClick={() => onLearnMore(selected.imageUrl)}
              >
                {texts.learnMore}
              </Button>
            </Group>
          </Paper>
        ) : null}
      </Stack>

      <Button size="md" onClick={onBook} loading={isBooking} data-testid="book-now">
        {interpolate(texts.bookNow, { price: formatMoney(excursion.priceUSD, 'USD', lang) })}
      </Button>
    </Stack>
  );
}
