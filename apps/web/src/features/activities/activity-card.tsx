import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatTimesIn, interpolate, localized } from '@marsa/i18n';
import { DetailLine, ImageCard } from '@marsa/ui';
import {
  IconBallFootball,
  IconCalendarTime,
  IconDoorEnter,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import { deckLocationLabel } from '../deck-maps/venue-filter.ts';
import { canBook } from './activity-view.ts';
import type { Activity } from './types.ts';

const CATEGORY_COLORS: Record<string, string> = {
  cultural: 'sand',
  adventure: 'orange',
  relaxation: 'teal',
  entertainment: 'grape',
  fitness: 'blue',
};

/** An activity: image, category, schedule, location, who it is for, and booking when it takes bookings. */
export function ActivityCard({ activity, onBook }: { activity: Activity; onBook: () => void }) {
  const { lang, t: texts } = useLanguage();
  const t = texts.activities;
  const name = localized(activity, 'name', lang);
  const labels: Record<string, string> = t.categories;

  return (
    <ImageCard
      attributes={{
        id: `activity-${activity.id}`,
        'data-testid': 'activity-card',
        'data-activity-id': activity.id,
      }}
      image={{
        src: activity.imageUrl,
        alt: interpolate(t.imageAlt, { name }),
        height: 170,
        icon: <IconBallFootball size={28} />,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={2} fz="xl" lh={1.25} dir="auto">
          {name}
        </Title>
        <Badge color={CATEGORY_COLORS[activity.category] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {labels[activity.category] ?? activity.category}
        </Badge>
      </Group>
      <Text size="sm" lh={1.55} lineClamp={4} dir="auto">
        {localized(activity, 'description', lang)}
      </Text>
      <Stack gap={6}>
        <DetailLine icon={<IconCalendarTime size={16} />} label={t.schedule}>
          {formatTimesIn(activity.schedule, lang)}
        </DetailLine>
        <DetailLine icon={<IconMapPin size={16} />} label={t.location}>
          {deckLocationLabel(activity.location, t.deck)}
        </DetailLine>
        {activity.ageGroup ? (
          <DetailLine icon={<IconUsers size={16} />} label={t.ageGroup}>
            {activity.ageGroup}
          </DetailLine>
        ) : null}
      </Stack>
      {canBook(activity) ? (
        <Stack gap={4} mt="auto">
          {activity.capacity ? (
            <Text size="xs" c="dimmed">
              {interpolate(t.capacity, { count: activity.capacity })}
            </Text>
          ) : null}
          <Button fullWidth onClick={onBook} data-testid="book-activity">
            {t.book}
          </Button>
        </Stack>
      ) : (
        <Group gap={6} mt="auto" c="dimmed" data-testid="drop-in">
          <IconDoorEnter size={16} aria-hidden />
          <Text size="sm">{t.dropIn}</Text>
        </Group>
      )}
    </ImageCard>
  );
}
