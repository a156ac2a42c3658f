import { Badge, Card, CloseButton, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatTimesIn, localized } from '@marsa/i18n';
import { DetailLine } from '@marsa/ui';
import { IconClock, IconPhone } from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import { categoryLabel, categoryStyle } from './category-style.tsx';
import type { Venue } from './types.ts';

/** A venue with its category icon and badge, description, hours, contact and amenities. */
export function VenueCard({ venue, onClose }: { venue: Venue; onClose?: () => void }) {
  const { lang, t } = useLanguage();
  const text = t.deckMaps;
  const description = localized(venue, 'description', lang);
  const { color, Icon } = categoryStyle(venue.category);

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      h="100%"
      id={`venue-${venue.id}`}
      data-testid="venue-card"
      data-venue-id={venue.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={42} radius="md" variant="light" color={color} aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700} lh={1.3} dir="auto">
                {localized(venue, 'name', lang)}
              </Text>
              {venue.subcategory ? (
                <Text size="xs" c="dimmed" dir="auto">
                  {venue.subcategory}
                </Text>
              ) : null}
            </div>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge color={color} variant="light" data-testid="venue-category">
              {categoryLabel(venue.category, t)}
            </Badge>
            {onClose ? <CloseButton size="sm" aria-label={text.map.closeDetails} onClick={onClose} /> : null}
          </Group>
        </Group>
        {description ? (
          <Text size="sm" c="dimmed" lh={1.55} dir="auto">
            {description}
          </Text>
        ) : null}
        {venue.operatingHours ? (
          <DetailLine icon={<IconClock size={14} />} label={text.hours}>
            {formatTimesIn(venue.operatingHours, lang)}
          </DetailLine>
        ) : null}
        {venue.contactInfo ? (
          <DetailLine icon={<IconPhone size={14} />} label={text.contact}>
            {venue.contactInfo}
          </DetailLine>
        ) : null}
        {venue.amenities.length > 0 ? (
          <Group gap={6}>
            {venue.amenities.map((amenity) => (
              <Badge key={amenity} dir="auto" variant="outline" color="gray" tt="none" fw={500}>
                {amenity}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
