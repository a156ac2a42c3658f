import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney, formatTime, interpolate, localized } from '@marsa/i18n';
import type { ShoreExcursion } from '@marsa/trpc/schemas';
import { FallbackImage } from '@marsa/ui';
import {
  IconCheck,
  IconClock,
  IconClockPlay,
  IconClockStop,
  IconMountain,
  IconView360,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { BadgeRow } from './badge-row.tsx';
import { HighlightPreview, TimeFact } from './excursion-card-parts.tsx';
import { difficultyColor, FEW_SPOTS, localizeDuration, pluralize } from './view.ts';

/** Both actions share the row and wrap onto two lines when a label would not fit. */
const ACTION = { flex: '1 1 auto' };

type ExcursionCardProps = {
  excursion: ShoreExcursion;
  isBooked: boolean;
  isBooking: boolean;
  onBook: () => void;
  /** 'Booked · Manage': where the guest sees and cancels their booking. */
  onManage: () => void;
  onPreview: () => void;
  /** Shown over the photo, e.g. the 'N% Match' badge of the Recommended tab. */
  badge?: ReactNode;
  /** Shown under the description, e.g. 'Why this matches you:'. */
  children?: ReactNode;
};

/** §2 excursion card: title, duration, badges, USD and SAR prices, times, description, highlights. */
export function ExcursionCard({
  excursion,
  isBooked,
  isBooking,
  onBook,
  onManage,
  onPreview,
  badge,
  children,
}: ExcursionCardProps) {
  const { lang, t } = useLanguage();
  const texts = t.excursions;
  const isFull = excursion.spotsLeft === 0;

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      id={`excursion-${excursion.id}`}
      data-testid="excursion-card"
      data-excursion-id={excursion.id}
    >
      <Card.Section pos="relative">
        <FallbackImage
          src={excursion.images[0]}
          alt={interpolate(texts.card.imageAlt, { title: localized(excursion, 'title', lang) })}
          h={180}
          icon={<IconMountain size={28} />}
        />
        <BadgeRow top={12}>
          <Box>{badge}</Box>
          {isBooked ? (
            <Badge
              color="green"
              variant="filled"
              size="lg"
              leftSection={<IconCheck size={14} />}
              data-testid="booked-badge"
            >
              {texts.card.booked}
            </Badge>
          ) : null}
        </BadgeRow>
      </Card.Section>

      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Title order={3} fz="lg" lh={1.3} dir="auto">
          {localized(excursion, 'title', lang)}
        </Title>
        <Group gap="xs">
          <Group gap={4} c="dimmed">
            <IconClock size={16} aria-hidden />
            <Text size="sm" aria-label={texts.card.duration}>
              {localizeDuration(excursion.duration, texts.hours, lang)}
            </Text>
          </Group>
          <Badge
            color={difficultyColor(excursion.difficultyLevel)}
            variant="light"
            data-testid="difficulty-badge"
          >
            {texts.difficulties[excursion.difficultyLevel]}
          </Badge>
          <Badge color="sand" variant="light" data-testid="category-badge">
            {texts.categories[excursion.category]}
          </Badge>
        </Group>

        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Box>
            <Text fw={700} fz={22} c="sea.8" lh={1.1} data-testid="price-usd">
              {formatMoney(excursion.priceUSD, 'USD', lang)}
            </Text>
            <Text size="sm" c="dimmed" data-testid="price-sar">
              {formatMoney(excursion.priceSAR, 'SAR', lang)} · {texts.card.perPerson}
            </Text>
          </Box>
          {isFull ? (
            <Badge color="red" variant="light">
              {texts.card.fullyBooked}
            </Badge>
          ) : excursion.spotsLeft <= FEW_SPOTS ? (
            <Text size="sm" c="orange.8" fw={600}>
              {pluralize(texts.spotsLeft, excursion.spotsLeft, lang)}
            </Text>
          ) : null}
        </Group>

        <SimpleGrid cols={2} spacing="xs">
          <TimeFact
            icon={<IconClockPlay size={16} />}
            label={texts.card.departs}
            time={formatTime(excursion.departureTime, lang)}
          />
          <TimeFact
            icon={<IconClockStop size={16} />}
            label={texts.card.returns}
            time={formatTime(excursion.returnTime, lang)}
          />
        </SimpleGrid>

        <Text size="sm" lineClamp={3} dir="auto">
          {localized(excursion, 'description', lang)}
        </Text>

        <HighlightPreview highlights={excursion.highlights} />

        {children}
      </Stack>

      <Group mt="lg" gap="sm">
        <Button variant="light" leftSection={<IconView360 size={18} />} onClick={onPreview} style={ACTION}>
          {texts.card.arPreview}
        </Button>
        {isBooked ? (
          <Button
            variant="light"
            color="green"
            leftSection={<IconCheck size={18} />}
            onClick={onManage}
            data-testid="manage-button"
            style={ACTION}
          >
            {texts.card.bookedManage}
          </Button>
        ) : (
          <Button
            onClick={onBook}
            loading={isBooking}
            disabled={isFull}
            data-testid="book-button"
            style={ACTION}
          >
            {isFull ? texts.card.fullyBooked : texts.card.book}
          </Button>
        )}
      </Group>
    </Card>
  );
}
