import { AspectRatio, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatTime, interpolate } from '@marsa/i18n';
import { FallbackImage } from '@marsa/ui';
import { IconAnchor, IconMapPin } from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { type CardActions, EditDeleteButtons } from '../admin-common/edit-delete-buttons.tsx';

type Port = AdminRow<'itinerary'>;

type PortCardProps = CardActions & { port: Port };

function Moment({ label, date, time }: { label: string; date: string; time: string }) {
  const { lang } = useLanguage();
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{formatDate(date, lang, 'medium')}</Text>
      <Text size="sm" fw={600}>
        {formatTime(time, lang)}
      </Text>
    </div>
  );
}

const SHOWN_ITEMS = 3;

/** A titled list of a port's activities or highlights: the first three, then '+N more'. */
function TagList({ title, items, more }: { title: string; items: string[]; more: string }) {
  if (items.length === 0) return null;
  const hidden = items.length - SHOWN_ITEMS;
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600} mb={4}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {items.slice(0, SHOWN_ITEMS).map((item) => (
          <List.Item key={item}>
            <Text size="sm" lineClamp={1} dir="auto">
              {item}
            </Text>
          </List.Item>
        ))}
      </List>
      {hidden > 0 ? (
        <Text size="xs" c="gray.7" mt={2}>
          {interpolate(more, { count: hidden })}
        </Text>
      ) : null}
    </div>
  );
}

/** A port of call: order, name, country, times, description, activities and highlights. */
export function PortCard({ port, ...actions }: PortCardProps) {
  const { t: messages } = useLanguage();
  const t = messages.adminItinerary;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="port-card" data-name={port.portName}>
      <Card.Section>
        <AspectRatio ratio={3 / 2}>
          <FallbackImage
            src={port.imageUrl}
            alt={interpolate(t.card.imageAlt, { name: port.portName })}
            h="100%"
            icon={<IconAnchor />}
          />
        </AspectRatio>
      </Card.Section>
      <Stack gap="sm" mt="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Title order={3} fz="lg" lh={1.3}>
              {port.portName}
            </Title>
            <Group gap={4} c="gray.7">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm">{port.country}</Text>
            </Group>
          </div>
          <Stack gap={4} align="flex-end">
            <Badge variant="filled" data-testid="port-order">
              {interpolate(t.card.order, { order: port.portOrder })}
            </Badge>
            <Badge variant="light" color="gray" dir="ltr">
              {port.timezone}
            </Badge>
          </Stack>
        </Group>
        <Group grow align="flex-start">
          <Moment label={t.card.arrives} date={port.arrivalDate} time={port.arrivalTime} />
          <Moment label={t.card.departs} date={port.departureDate} time={port.departureTime} />
        </Group>
        <Text size="sm" c="gray.7" lineClamp={3} dir="auto">
          {port.description}
        </Text>
        <TagList title={t.card.activities} items={port.activities} more={t.card.more} />
        <TagList title={t.card.highlights} items={port.highlights} more={t.card.more} />
        <EditDeleteButtons name={port.portName} {...actions} mt="auto" pt="xs" />
      </Stack>
    </Card>
  );
}
