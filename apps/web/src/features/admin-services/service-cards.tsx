import { Badge, Group, Text } from '@mantine/core';
import { formatTime, interpolate } from '@marsa/i18n';
import {
  IconClockHour4,
  IconHourglass,
  IconMapPin,
  IconMassage,
  IconPhoto,
  IconSparkles,
  IconStarFilled,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import { ServiceCard } from './service-card.tsx';
import { tierOf } from './service-forms.ts';
import type { CardActions } from './service-panel.tsx';
import type { Restaurant, SpaService } from './types.ts';

const ICON = 16;

export function RestaurantCard({ restaurant, ...actions }: { restaurant: Restaurant } & CardActions) {
  const { t, lang } = useLanguage();
  const s = t.adminServices;
  const hours = `${formatTime(restaurant.openingTime, lang)} – ${formatTime(restaurant.closingTime, lang)}`;
  return (
    <ServiceCard
      testId="restaurant-card"
      name={restaurant.name}
      imageUrl={restaurant.imageUrl}
      fallbackIcon={<IconToolsKitchen2 size={28} />}
      badges={
        <Badge
          variant="light"
          color="yellow"
          leftSection={<IconStarFilled size={12} />}
          style={{ flexShrink: 0 }}
        >
          {interpolate(s.card.rating, { rating: restaurant.rating.toFixed(1) })}
        </Badge>
      }
      facts={[
        { key: 'cuisine', icon: <IconToolsKitchen2 size={ICON} />, text: restaurant.cuisine },
        { key: 'location', icon: <IconMapPin size={ICON} />, text: restaurant.location },
        { key: 'hours', icon: <IconClockHour4 size={ICON} />, text: hours },
        {
          key: 'capacity',
          icon: <IconUsers size={ICON} />,
          text: interpolate(s.card.seats, { count: restaurant.capacity }),
        },
      ]}
      description={restaurant.description}
      footer={<CardFooter feature={restaurant.specialFeature} photos={restaurant.images.length} />}
      editLabel={interpolate(s.editLabel, { name: restaurant.name })}
      generateLabel={interpolate(s.generateLabel, { name: restaurant.name })}
      {...actions}
    />
  );
}

export function SpaCard({ service, ...actions }: { service: SpaService } & CardActions) {
  const { t, lang } = useLanguage();
  const s = t.adminServices;
  const tier = tierOf(service.premium);
  const hours = `${formatTime(service.startTime, lang)} – ${formatTime(service.endTime, lang)}`;
  return (
    <ServiceCard
      testId="spa-card"
      name={service.name}
      imageUrl={service.imageUrl}
      fallbackIcon={<IconMassage size={28} />}
      badges={
        <Badge variant={tier === 'premium' ? 'filled' : 'light'} color={tier === 'premium' ? 'sand' : 'gray'}>
          {s.tier[tier]}
        </Badge>
      }
      facts={[
        {
          key: 'duration',
          icon: <IconHourglass size={ICON} />,
          text: interpolate(s.card.minutes, { count: service.duration }),
        },
        {
          key: 'capacity',
          icon: <IconUsers size={ICON} />,
          text: interpolate(s.card.upTo, { count: service.capacity }),
        },
        { key: 'hours', icon: <IconClockHour4 size={ICON} />, text: hours },
      ]}
      description={service.description}
      footer={
        <>
          {service.features.length > 0 ? (
            <Group gap={6}>
              {service.features.map((feature) => (
                <Badge key={feature} variant="outline" color="gray" tt="none" fw={500} dir="auto">
                  {feature}
                </Badge>
              ))}
            </Group>
          ) : null}
          <CardFooter feature={null} photos={service.images.length} />
        </>
      }
      editLabel={interpolate(s.editLabel, { name: service.name })}
      generateLabel={interpolate(s.generateLabel, { name: service.name })}
      {...actions}
    />
  );
}

function CardFooter({ feature, photos }: { feature: string | null; photos: number }) {
  const s = useLanguage().t.adminServices;
  if (!feature && photos === 0) return null;
  return (
    <Group gap="md" mt="auto">
      {feature ? (
        <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <IconSparkles
            size={ICON}
            color="var(--mantine-color-sand-7)"
            style={{ flexShrink: 0 }}
            aria-hidden
          />
          <Text size="xs" c="dimmed" lineClamp={2} dir="auto">
            {feature}
          </Text>
        </Group>
      ) : null}
      {photos > 0 ? (
        <Group
          gap={4}
          wrap="nowrap"
          c="dimmed"
          role="img"
          aria-label={interpolate(s.card.photos, { count: photos })}
          data-testid="photo-count"
        >
          <IconPhoto size={14} aria-hidden />
          <Text size="xs" c="dimmed" aria-hidden>
            {photos}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
