import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '@marsa/ui';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { RequestCard } from './request-card.tsx';

/** Polled so a crew reply or status change shows without a reload. */
const REQUESTS_POLL_MS = 10_000;

/** 'My Requests' on /bookings: the guest's requests for a person, with status and staff replies. */
export function MyRequestsSection() {
  const t = useT().requests;
  const trpc = useTRPC();
  const list = useQuery(
    trpc.guest.requests.list.queryOptions(undefined, { refetchInterval: REQUESTS_POLL_MS }),
  );
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="my-requests-title">
      <div>
        <Title order={2} size="h3" id="my-requests-title">
          {t.title}
        </Title>
        <Text c="gray.7" size="sm">
          {t.subtitle}
        </Text>
      </div>
      {list.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t.loading} />
        </Center>
      ) : list.isError ? (
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="gray.7" data-testid="requests-empty">
          {t.empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="request-list">
          {list.data.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
