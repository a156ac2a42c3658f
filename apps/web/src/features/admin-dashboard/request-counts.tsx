import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SERVICE_REQUEST_STATUSES } from '@marsa/trpc/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { formatCount } from './counts.ts';

/** Guests waiting for a person: open, in progress and resolved requests, with a link to them. */
export function RequestCounts() {
  const { t, lang } = useLanguage();
  const r = t.adminRequests;
  const trpc = useTRPC();
  const counts = useQuery(trpc.admin.requests.counts.queryOptions());
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="request-counts">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {r.dashboard.title}
        </Title>
        <Anchor component={Link} to="/admin/requests" size="sm">
          {r.dashboard.view}
        </Anchor>
      </Group>
      <SimpleGrid cols={3}>
        {SERVICE_REQUEST_STATUSES.map((status) => (
          <Stack key={status} gap={2} data-testid={`requests-${status}`}>
            <Text size="sm" c="gray.7" fw={600}>
              {r.dashboard[status]}
            </Text>
            {counts.data ? (
              <Text fz={28} fw={700} lh={1.1} data-testid="request-count-value">
                {formatCount(counts.data[status], lang)}
              </Text>
            ) : counts.isError ? (
              <Text fz={28} fw={700} c="gray.7">
                —
              </Text>
            ) : (
              <Skeleton height={30} width={48} />
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
