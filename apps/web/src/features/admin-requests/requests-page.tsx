import { Grid, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { DEPARTMENT_CATEGORIES, SERVICE_REQUEST_STATUSES } from '@marsa/trpc/schemas';
import { ListStates, PageHeader } from '@marsa/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { RequestDetail } from './request-detail.tsx';
import { RequestList } from './request-list.tsx';

const route = getRouteApi('/admin/requests');
/** New requests and replies show without a reload. */
const REQUESTS_POLL_MS = 10_000;

type Status = (typeof SERVICE_REQUEST_STATUSES)[number];
type Category = (typeof DEPARTMENT_CATEGORIES)[number];
const isStatus = (value: string | null): value is Status =>
  SERVICE_REQUEST_STATUSES.some((status) => status === value);
const isCategory = (value: string | null): value is Category =>
  DEPARTMENT_CATEGORIES.some((category) => category === value);

/** /admin/requests: guests' requests for a person by status and department, with the detail beside. */
export function RequestsPage() {
  const t = useT();
  const r = t.adminRequests;
  const trpc = useTRPC();
  const { id: selectedId } = route.useSearch();
  const navigate = route.useNavigate();
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const [category, setCategory] = useState<Category | undefined>(undefined);
  const list = useQuery(
    trpc.admin.requests.list.queryOptions({ status, category }, { refetchInterval: REQUESTS_POLL_MS }),
  );
  const selected = list.data?.find((request) => request.id === selectedId);

  return (
    <Stack gap="md">
      <PageHeader title={r.title} subtitle={r.subtitle} />
      <Group gap="sm">
        <Select
          label={r.filters.status}
          data={[
            { value: '', label: r.filters.all },
            ...SERVICE_REQUEST_STATUSES.map((value) => ({ value, label: r.status[value] })),
          ]}
          value={status ?? ''}
          onChange={(value) => setStatus(isStatus(value) ? value : undefined)}
          allowDeselect={false}
          data-testid="filter-status"
        />
        <Select
          label={r.filters.department}
          data={[
            { value: '', label: r.filters.all },
            ...DEPARTMENT_CATEGORIES.map((value) => ({ value, label: t.adminDepartments.categories[value] })),
          ]}
          value={category ?? ''}
          onChange={(value) => setCategory(isCategory(value) ? value : undefined)}
          allowDeselect={false}
          data-testid="filter-department"
        />
      </Group>
      <ListStates
        query={list}
        texts={r}
        loading={
          <Stack gap="xs" aria-busy="true" aria-label={r.loading}>
            <Skeleton height={90} />
            <Skeleton height={90} />
          </Stack>
        }
      >
        {(requests) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              {requests.length === 0 ? (
                <Text c="gray.7">{r.empty}</Text>
              ) : (
                <RequestList
                  requests={requests}
                  selectedId={selectedId}
                  onSelect={(id) => navigate({ search: { id } })}
                />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              {selected ? (
                <RequestDetail key={selected.id} request={selected} />
              ) : (
                <Text c="gray.7">{r.detail.choose}</Text>
              )}
            </Grid.Col>
          </Grid>
        )}
      </ListStates>
    </Stack>
  );
}
