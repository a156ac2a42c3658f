import { Badge, Button, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatTime, interpolate } from '@marsa/i18n';
import { NOTIFICATION_STATUSES } from '@marsa/trpc/schemas';
import { ListStates, PageHeader } from '@marsa/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { useEntityMutation } from '../admin-common/use-entity-mutations.ts';

type Entry = AdminRow<'outbox'>;
type Status = Entry['status'];

const STATUS_COLOR: Record<Status, string> = {
  pending: 'grape.9',
  sending: 'blue.8',
  sent: 'teal.9',
  failed: 'red.9',
};
const OUTBOX_POLL_MS = 5_000;
const isStatus = (value: string | null): value is Status => NOTIFICATION_STATUSES.some((s) => s === value);

/** /admin/outbox: the newest crew notifications, their delivery status and last error, retry for failed. */
export function OutboxPage() {
  const { t, lang } = useLanguage();
  const o = t.adminRequests.outbox;
  const trpc = useTRPC();
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const list = useQuery(trpc.admin.outbox.list.queryOptions({ status }, { refetchInterval: OUTBOX_POLL_MS }));
  const retry = useEntityMutation(trpc.admin.outbox.retry, {
    refresh: [trpc.admin.outbox.list.queryKey()],
    toasts: { success: o.retried, failure: t.adminRequests.toast.error, fallback: o.retryFailed },
  });
  const when = (iso: string) =>
    `${formatDate(iso.slice(0, 10), lang)} ${formatTime(iso.slice(11, 16), lang)}`;

  return (
    <Stack gap="md">
      <PageHeader title={o.title} subtitle={o.subtitle} />
      <Select
        label={t.adminRequests.filters.status}
        w={220}
        data={[
          { value: '', label: t.adminRequests.filters.all },
          ...NOTIFICATION_STATUSES.map((value) => ({ value, label: o.status[value] })),
        ]}
        value={status ?? ''}
        onChange={(value) => setStatus(isStatus(value) ? value : undefined)}
        allowDeselect={false}
      />
      <ListStates
        query={list}
        texts={{ loadFailed: o.loadFailed, retry: t.adminRequests.retry }}
        loading={<Skeleton height={200} aria-label={o.loading} />}
        empty={<Text c="gray.7">{o.empty}</Text>}
      >
        {(entries) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm" data-testid="outbox-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{o.columns.subject}</Table.Th>
                  <Table.Th>{o.columns.recipient}</Table.Th>
                  <Table.Th w={140}>{o.columns.status}</Table.Th>
                  <Table.Th>{o.columns.attempts}</Table.Th>
                  <Table.Th>{o.columns.error}</Table.Th>
                  <Table.Th>{o.columns.created}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="outbox-row" data-status={entry.status}>
                    <Table.Td>{entry.subject}</Table.Td>
                    <Table.Td>
                      {entry.recipient ? (
                        <>
                          <Text size="sm">{entry.departmentName}</Text>
                          <Text size="xs" c="gray.7" dir="ltr">
                            {entry.recipient}
                          </Text>
                        </>
                      ) : (
                        <Text size="sm" c="gray.7">
                          {o.noRecipient}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td miw={130}>
                      <Badge color={STATUS_COLOR[entry.status]} style={{ flexShrink: 0 }}>
                        {o.status[entry.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{entry.attempts}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                        {entry.lastError ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{when(entry.createdAt)}</Table.Td>
                    <Table.Td>
                      {entry.status === 'failed' ? (
                        <Group justify="flex-end">
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconRefresh size={14} />}
                            aria-label={interpolate(o.retryLabel, { id: entry.id })}
                            loading={retry.isPending && retry.variables?.id === entry.id}
                            onClick={() => retry.mutate({ id: entry.id })}
                          >
                            {o.retry}
                          </Button>
                        </Group>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListStates>
    </Stack>
  );
}
