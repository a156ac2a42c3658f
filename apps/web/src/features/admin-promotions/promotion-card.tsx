import { AspectRatio, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { promotionShownStatus } from '@marsa/trpc/schemas';
import { FallbackImage } from '@marsa/ui';
import { IconCalendar, IconClock, IconSpeakerphone, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { ActiveBadge } from '../admin-common/active-badge.tsx';
import { type CardActions, EditDeleteButtons } from '../admin-common/edit-delete-buttons.tsx';
import { formatPrice } from './money.ts';
import { formatTimestamp, shownDays } from './promotion-view.ts';

type Promotion = AdminRow<'promotions'>;

type CardProps = CardActions & {
  promotion: Promotion;
  now: Date;
};

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="gray.7">
      {icon}
      <Text size="sm" c="gray.7">
        {children}
      </Text>
    </Group>
  );
}

/** §2 promotion card; Active/Inactive follows the §4 rule (isActive and now within the window). */
export function PromotionCard({ promotion: p, now, ...actions }: CardProps) {
  const { t: messages, lang } = useLanguage();
  const t = messages.adminPromotions;
  const isLive = promotionShownStatus(p, now) === 'Active';
  const days = shownDays(p.validDays);
  const dayList = days
    ? days.map((day) => t.days[day as keyof typeof t.days] ?? day).join(lang === 'ar' ? '، ' : ', ')
    : t.card.everyDay;

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="promotion-card" data-name={p.title}>
      <Card.Section pos="relative">
        <AspectRatio ratio={8 / 5}>
          <FallbackImage src={p.imageUrl} alt={p.title} h="100%" icon={<IconSpeakerphone />} />
        </AspectRatio>
        {p.isFeatured ? (
          <Badge color="sand.8" variant="filled" pos="absolute" top={12} left={12}>
            {t.card.featured}
          </Badge>
        ) : null}
      </Card.Section>
      <Stack gap="sm" mt="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" lh={1.3}>
            {p.title}
          </Title>
          <ActiveBadge isActive={isLive} labels={t.status} />
        </Group>
        <Group gap={6}>
          <Badge variant="light">{t.departments[p.department]}</Badge>
          <Badge variant="light" color="sand" c="sand.9">
            {t.types[p.promotionType]}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7" lineClamp={3} dir="auto">
          {p.description}
        </Text>
        {p.promotionalPrice !== null || p.originalPrice !== null || p.discountPercentage ? (
          <Group gap="xs" align="baseline" data-testid="promotion-price">
            {p.promotionalPrice !== null ? (
              <Text fw={700} fz="xl" c="sea.8">
                {formatPrice(p.promotionalPrice, p.currency, lang)}
              </Text>
            ) : null}
            {p.originalPrice !== null && p.promotionalPrice === null ? (
              <Text fw={700} fz="xl" c="sea.8">
                {formatPrice(p.originalPrice, p.currency, lang)}
              </Text>
            ) : null}
            {p.originalPrice !== null &&
            p.promotionalPrice !== null &&
            p.originalPrice > p.promotionalPrice ? (
              <Text size="sm" c="gray.7" td="line-through">
                {interpolate(t.card.wasPrice, { price: formatPrice(p.originalPrice, p.currency, lang) })}
              </Text>
            ) : null}
            {p.discountPercentage ? (
              <Badge color="red" variant="light">
                {interpolate(t.card.discount, { percent: p.discountPercentage })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Stack gap={4}>
          <Detail icon={<IconCalendar size={16} aria-hidden />}>
            {interpolate(t.card.window, {
              from: formatTimestamp(p.availableFrom, lang),
              to: formatTimestamp(p.availableTo, lang),
            })}
          </Detail>
          <Detail icon={<IconClock size={16} aria-hidden />}>
            {p.validTimes ? `${dayList} · ${p.validTimes}` : dayList}
          </Detail>
          <Detail icon={<IconTicket size={16} aria-hidden />}>
            {p.maxRedemptions === null
              ? interpolate(t.card.redemptionsUnlimited, { current: p.currentRedemptions })
              : interpolate(t.card.redemptions, { current: p.currentRedemptions, max: p.maxRedemptions })}
          </Detail>
        </Stack>
        <EditDeleteButtons name={p.title} {...actions} mt="auto" pt="xs" />
      </Stack>
    </Card>
  );
}
