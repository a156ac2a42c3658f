import {
  AspectRatio,
  Badge,
  Card,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatDate, formatTime, interpolate, localized } from '@marsa/i18n';
import { FallbackImage } from '@marsa/ui';
import {
  IconAnchor,
  IconCheck,
  IconClockExclamation,
  IconMapPin,
  IconSailboat,
  IconStarFilled,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { allAboardTime, type ItineraryStop } from './itinerary-view.ts';
import type { Port } from './types.ts';

/** One port of call: number, place, arrival and departure, description, highlights, first activities, image. */
export function PortCard({ stop, total }: { stop: ItineraryStop<Port>; total: number }) {
  const { lang, t } = useLanguage();
  const text = t.itinerary;
  const { port } = stop;

  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      id={`port-${port.id}`}
      data-testid="itinerary-port"
      data-port-order={port.portOrder}
    >
      <Group
        justify="space-between"
        align="flex-start"
        wrap="nowrap"
        gap="sm"
        p={{ base: 'md', sm: 'lg' }}
        pb={0}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size={40}
            radius="xl"
            aria-label={interpolate(text.portNumber, { number: stop.number, total })}
            data-testid="port-number"
          >
            <Text fw={700} fz="lg" c="white">
              {stop.number}
            </Text>
          </ThemeIcon>
          <div>
            <Title order={2} fz={{ base: 22, sm: 26 }} lh={1.2} dir="auto">
              {localized(port, 'portName', lang)}
            </Title>
            <Group gap={4} c="dimmed">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm">{port.country}</Text>
            </Group>
          </div>
        </Group>
        <Stack gap={4} align="flex-end">
          <Badge variant="light" color="sand">
            {interpolate(text.day, { day: stop.day })}
          </Badge>
          {stop.isToday ? (
            <Badge color="green" data-testid="port-today">
              {text.today}
            </Badge>
          ) : null}
        </Stack>
      </Group>
      <Grid gap={{ base: 'md', sm: 'lg' }} p={{ base: 'md', sm: 'lg' }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <AspectRatio ratio={3 / 2}>
              <FallbackImage
                src={port.imageUrl}
                alt={interpolate(text.imageAlt, {
                  port: localized(port, 'portName', lang),
                  country: port.country,
                })}
                h="100%"
                radius="md"
                icon={<IconAnchor size={28} />}
              />
            </AspectRatio>
            <SimpleGrid cols={2} spacing="sm">
              <TimeBlock
                icon={<IconAnchor size={14} aria-hidden />}
                label={text.arrival}
                date={formatDate(port.arrivalDate, lang, 'medium')}
                time={formatTime(port.arrivalTime, lang)}
                testId="port-arrival"
              />
              <TimeBlock
                icon={<IconSailboat size={14} aria-hidden />}
                label={text.departure}
                date={stop.departsOnArrivalDay ? null : formatDate(port.departureDate, lang, 'medium')}
                time={formatTime(port.departureTime, lang)}
                testId="port-departure"
              />
              <TimeBlock
                icon={<IconClockExclamation size={14} aria-hidden />}
                label={text.allAboard}
                date={null}
                time={formatTime(allAboardTime(port.departureTime), lang)}
                testId="port-all-aboard"
              />
            </SimpleGrid>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Text size="sm" lh={1.65} dir="auto">
              {localized(port, 'description', lang)}
            </Text>

            {port.highlights.length > 0 ? (
              <Section title={text.highlights}>
                <Group gap={6}>
                  {port.highlights.map((highlight) => (
                    <Badge
                      key={highlight}
                      dir="auto"
                      variant="light"
                      leftSection={<IconStarFilled size={10} aria-hidden />}
                      tt="none"
                      size="lg"
                      fw={500}
                      style={{ whiteSpace: 'normal', height: 'auto', paddingBlock: 4 }}
                    >
                      {highlight}
                    </Badge>
                  ))}
                </Group>
              </Section>
            ) : null}

            {stop.activities.length > 0 ? (
              <Section title={text.activities}>
                <List
                  size="sm"
                  spacing={6}
                  icon={
                    <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                      <IconCheck size={12} />
                    </ThemeIcon>
                  }
                  data-testid="port-activities"
                >
                  {stop.activities.map((activity) => (
                    <List.Item key={activity} dir="auto">
                      {activity}
                    </List.Item>
                  ))}
                </List>
                {stop.moreActivities > 0 ? (
                  <Text size="xs" c="dimmed" mt={6}>
                    {interpolate(text.moreActivities, { count: stop.moreActivities })}
                  </Text>
                ) : null}
              </Section>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

type TimeBlockProps = { icon: ReactNode; label: string; date: string | null; time: string; testId: string };

function TimeBlock({ icon, label, date, time, testId }: TimeBlockProps) {
  return (
    <Paper radius="md" p="sm" bg="var(--mantine-color-gray-0)" data-testid={testId}>
      <Group gap={6} wrap="nowrap" c="dimmed">
        {icon}
        <Text size="xs" tt="uppercase" fw={700}>
          {label}
        </Text>
      </Group>
      <Text size="lg" fw={700} mt={4}>
        {time}
      </Text>
      {date ? (
        <Text size="xs" c="dimmed" data-date>
          {date}
        </Text>
      ) : null}
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
        {title}
      </Text>
      {children}
    </div>
  );
}
