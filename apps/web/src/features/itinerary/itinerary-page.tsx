import { Button, Card, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { CalloutCard, EmptyState, LoadError, PageHeader } from '@marsa/ui';
import { IconMessageChatbot, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScrollToHash } from '../../lib/use-hash-target.ts';
import { todayIso } from '../bookings/bookable-dates.ts';
import { itineraryStops, voyageLength } from './itinerary-view.ts';
import { PortCard } from './port-card.tsx';

/** /itinerary (§2): the ports in sailing order, and a pointer to the concierge for port questions. */
export function ItineraryPage() {
  const t = useT().itinerary;
  const trpc = useTRPC();
  const list = useQuery(trpc.guest.itinerary.list.queryOptions());
  useScrollToHash(list.isSuccess);
  const stops = useMemo(() => itineraryStops(list.data ?? [], todayIso()), [list.data]);
  const length = voyageLength(list.data ?? []);

  const concierge = (
    <CalloutCard
      icon={<IconMessageChatbot size={22} />}
      title={t.concierge.title}
      body={t.concierge.body}
      action={
        <Button component={Link} to="/" variant="filled">
          {t.concierge.action}
        </Button>
      }
      data-testid="itinerary-concierge"
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          stops.length > 0 ? (
            <Text fw={600} c="dimmed" data-testid="itinerary-summary">
              {interpolate(t.summary, { ports: length.ports, days: length.days })}
            </Text>
          ) : null
        }
      />
      {list.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label={t.loading}>
          {[0, 1, 2].map((key) => (
            <Card key={key} withBorder radius="lg" padding={0}>
              <Grid gap={0}>
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <Skeleton h={240} radius={0} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Stack p="lg" gap="sm">
                    <Group>
                      <Skeleton circle h={40} />
                      <Skeleton h={22} w="40%" />
                    </Group>
                    <Skeleton h={14} w="60%" />
                    <Skeleton h={60} />
                    <Skeleton h={14} w="50%" />
                  </Stack>
                </Grid.Col>
              </Grid>
            </Card>
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => list.refetch()} />
      ) : stops.length === 0 ? (
        <EmptyState icon={<IconRoute />} title={t.empty.title} description={t.empty.body} />
      ) : (
        <Stack gap="lg" data-testid="itinerary-ports">
          {stops.map((stop) => (
            <PortCard key={stop.port.id} stop={stop} total={stops.length} />
          ))}
        </Stack>
      )}
      {concierge}
    </Stack>
  );
}
