import { Badge, Card, Group, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { IconClock, IconCurrentLocation, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { ActiveBadge } from '../admin-common/active-badge.tsx';
import { type CardActions, EditDeleteButtons } from '../admin-common/edit-delete-buttons.tsx';
import { useEntityMutations } from '../admin-common/use-entity-mutations.ts';
import { CategoryIcon } from './category-icon.tsx';
import { venueEntity } from './deck-entities.ts';
import type { DeckVenue } from './types.ts';
import { venueUpdateBody } from './venue-form.ts';

type VenueCardProps = CardActions & { venue: DeckVenue };

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="gray.7" align="flex-start">
      {icon}
      <Text size="sm" c="gray.7">
        <Text span fw={600} size="sm">
          {label}:
        </Text>{' '}
        {children}
      </Text>
    </Group>
  );
}

/** A venue on the selected deck, with its isActive toggle (§4), edit and delete (no confirmation). */
export function VenueCard({ venue, ...actions }: VenueCardProps) {
  const { adminDecks: messages, deckMaps } = useT();
  const categoryLabels: Record<string, string> = deckMaps.categories;
  const t = messages.venues;
  const { update } = useEntityMutations(venueEntity);
  const toggle = (isActive: boolean) => update.mutate(venueUpdateBody(venue, { isActive }));
  const shownActive =
    update.isPending && update.variables ? Boolean(update.variables.isActive) : venue.isActive;

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="venue-card" data-name={venue.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={36} radius="md">
              <CategoryIcon category={venue.category} size={20} />
            </ThemeIcon>
            <div>
              <Title order={3} fz="md" lh={1.3}>
                {venue.name}
              </Title>
              <Group gap={4} mt={4}>
                <Badge variant="light" size="sm">
                  {categoryLabels[venue.category]}
                </Badge>
                {venue.subcategory ? (
                  <Badge variant="outline" color="gray" size="sm" tt="none">
                    {venue.subcategory}
                  </Badge>
                ) : null}
              </Group>
            </div>
          </Group>
          <ActiveBadge isActive={shownActive} labels={{ active: t.active, inactive: messages.inactive }} />
        </Group>
        {venue.description ? (
          <Text size="sm" c="gray.7" lineClamp={3} dir="auto">
            {venue.description}
          </Text>
        ) : null}
        <Stack gap={4}>
          {venue.operatingHours ? (
            <Detail icon={<IconClock size={16} aria-hidden />} label={t.hours}>
              {venue.operatingHours}
            </Detail>
          ) : null}
          {venue.contactInfo ? (
            <Detail icon={<IconPhone size={16} aria-hidden />} label={t.contact}>
              {venue.contactInfo}
            </Detail>
          ) : null}
          <Group gap={6} c="gray.7" wrap="nowrap">
            <IconCurrentLocation size={16} aria-hidden />
            <Text size="sm" c="gray.7" data-testid="venue-position">
              {interpolate(t.position, { x: venue.xPosition, y: venue.yPosition })}
            </Text>
          </Group>
        </Stack>
        {venue.amenities.length > 0 ? (
          <Group gap={4}>
            {venue.amenities.map((amenity) => (
              <Badge key={amenity} variant="light" color="sand" c="sand.9" size="sm" tt="none" fw={500}>
                {amenity}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group justify="space-between" mt="auto" pt="xs" gap="xs">
          <Switch
            size="sm"
            label={t.active}
            checked={shownActive}
            disabled={update.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
            aria-label={interpolate(t.activeLabel, { name: venue.name })}
          />
          <EditDeleteButtons name={venue.name} texts={t} {...actions} />
        </Group>
      </Stack>
    </Card>
  );
}
