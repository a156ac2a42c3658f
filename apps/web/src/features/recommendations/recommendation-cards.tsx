import { Badge, Group, Text } from '@mantine/core';
import { formatTime, interpolate, localized } from '@marsa/i18n';
import type { RecommendedActivity, RecommendedRestaurant, RecommendedSpaService } from '@marsa/trpc/schemas';
import {
  IconArmchair,
  IconBallFootball,
  IconClock,
  IconCrown,
  IconHourglass,
  IconMapPin,
  IconMassage,
  IconStar,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import { pluralize } from '../excursions/view.ts';
import { Detail, RecommendationCard } from './recommendation-card.tsx';

/** Long feature names wrap instead of being cut off. */
const WRAP = { label: { whiteSpace: 'normal' as const } };

/** Restaurant: cuisine, location, rating/5, seats, description, opening-closing times (§2). */
export function RestaurantCard({ restaurant }: { restaurant: RecommendedRestaurant }) {
  const { lang, t } = useLanguage();
  const card = t.recommendations.card;
  return (
    <RecommendationCard
      imageUrl={restaurant.imageUrl ?? undefined}
      name={localized(restaurant, 'name', lang)}
      icon={<IconToolsKitchen2 size={22} />}
      score={restaurant.recommendationScore}
      reason={restaurant.reason}
      tags={
        <Text size="sm" fw={600} c="sand.9" dir="auto">
          {restaurant.cuisine}
        </Text>
      }
      data-testid="restaurant-recommendation"
    >
      <Group gap="md">
        <Detail icon={<IconMapPin size={16} />}>{restaurant.location}</Detail>
        <Detail icon={<IconStar size={16} />}>
          {interpolate(card.rating, { rating: restaurant.rating.toFixed(1) })}
        </Detail>
        <Detail icon={<IconArmchair size={16} />}>
          {interpolate(card.seats, { count: restaurant.capacity })}
        </Detail>
      </Group>
      <Text size="sm" dir="auto">
        {localized(restaurant, 'description', lang)}
      </Text>
      <Detail icon={<IconClock size={16} />}>
        {interpolate(card.hours, {
          open: formatTime(restaurant.openingTime, lang),
          close: formatTime(restaurant.closingTime, lang),
        })}
      </Detail>
    </RecommendationCard>
  );
}

/** Spa service: Premium badge, duration in minutes, 'Up to' capacity, feature tags (§2). */
export function SpaServiceCard({ service }: { service: RecommendedSpaService }) {
  const { lang, t } = useLanguage();
  const card = t.recommendations.card;
  return (
    <RecommendationCard
      imageUrl={service.imageUrl ?? undefined}
      name={localized(service, 'name', lang)}
      icon={<IconMassage size={22} />}
      score={service.recommendationScore}
      reason={service.reason}
      tags={
        service.premium ? (
          <Badge
            color="sand.8"
            variant="filled"
            leftSection={<IconCrown size={12} />}
            data-testid="premium-badge"
          >
            {card.premium}
          </Badge>
        ) : null
      }
      data-testid="spa-recommendation"
    >
      <Group gap="md">
        <Detail icon={<IconHourglass size={16} />}>
          {interpolate(card.minutes, { count: service.duration })}
        </Detail>
        <Detail icon={<IconUsers size={16} />}>{pluralize(card.upTo, service.capacity, lang)}</Detail>
      </Group>
      <Text size="sm" dir="auto">
        {localized(service, 'description', lang)}
      </Text>
      {service.features.length > 0 ? (
        <Group gap={6}>
          {service.features.map((feature) => (
            <Badge
              key={feature}
              dir="auto"
              variant="outline"
              color="gray"
              tt="none"
              fw={500}
              h="auto"
              py={2}
              styles={WRAP}
            >
              {feature}
            </Badge>
          ))}
        </Group>
      ) : null}
    </RecommendationCard>
  );
}

/** Activity: location and description (§2). */
export function ActivityCard({ activity }: { activity: RecommendedActivity }) {
  const { lang } = useLanguage();
  return (
    <RecommendationCard
      imageUrl={activity.imageUrl ?? undefined}
      name={localized(activity, 'name', lang)}
      icon={<IconBallFootball size={22} />}
      score={activity.recommendationScore}
      reason={activity.reason}
      data-testid="activity-recommendation"
    >
      <Detail icon={<IconMapPin size={16} />}>{activity.location}</Detail>
      <Text size="sm" dir="auto">
        {localized(activity, 'description', lang)}
      </Text>
    </RecommendationCard>
  );
}
