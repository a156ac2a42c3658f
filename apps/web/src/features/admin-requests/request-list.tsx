import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDate, interpolate } from '@marsa/i18n';
import { useLanguage } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { REQUEST_STATUS_COLOR } from '../requests/status-color.ts';

type AdminRequest = AdminRow<'requests'>;

type Props = { requests: AdminRequest[]; selectedId: number | undefined; onSelect: (id: number) => void };

/** The requests as selectable cards: number, guest and suite, department, status and date. */
export function RequestList({ requests, selectedId, onSelect }: Props) {
  const { t, lang } = useLanguage();
  const r = t.adminRequests;
  return (
    <Stack gap="xs" data-testid="admin-request-list">
      {requests.map((request) => {
        const isSelected = request.id === selectedId;
        return (
          <UnstyledButton
            key={request.id}
            onClick={() => onSelect(request.id)}
            aria-pressed={isSelected}
            data-testid="admin-request"
            data-request-id={request.id}
          >
            <Card
              withBorder
              radius="md"
              padding="sm"
              bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{interpolate(r.number, { id: request.id })}</Text>
                <Badge color={REQUEST_STATUS_COLOR[request.status]}>{r.status[request.status]}</Badge>
              </Group>
              <Text size="sm">
                {interpolate(r.guestLine, {
                  name: request.guest.fullName,
                  room: request.guest.roomNumber,
                  deck: request.guest.deck,
                })}
              </Text>
              <Text size="xs" c="gray.7">
                {t.adminDepartments.categories[request.category]} ·{' '}
                {formatDate(request.createdAt.slice(0, 10), lang)}
              </Text>
              <Text size="sm" lineClamp={2} dir="auto" mt={4}>
                {request.message}
              </Text>
            </Card>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
