import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatDate, interpolate } from '@marsa/i18n';
import type { ServiceRequest } from '@marsa/trpc/schemas';
import { useLanguage } from '../../lib/i18n.tsx';
import { REQUEST_STATUS_COLOR } from './status-color.ts';

type Props = { request: Omit<ServiceRequest, 'createdAt' | 'updatedAt'> & { createdAt: string } };

/** One of the guest's requests: number, department, status, what they asked and the crew's replies. */
export function RequestCard({ request }: Props) {
  const { t, lang } = useLanguage();
  const tr = t.requests;
  return (
    <Card withBorder radius="md" data-testid="request-card" data-request-id={request.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{interpolate(tr.number, { id: request.id })}</Text>
          <Badge color={REQUEST_STATUS_COLOR[request.status]} data-testid="request-status">
            {tr.status[request.status]}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {interpolate(tr.department, { department: tr.categories[request.category] })} ·{' '}
          {interpolate(tr.askedOn, { date: formatDate(request.createdAt.slice(0, 10), lang) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
        {request.replies.length === 0 ? (
          <Text size="sm" c="gray.7">
            {tr.noReply}
          </Text>
        ) : (
          request.replies.map((reply) => (
            <Card key={reply.at} radius="sm" bg="var(--mantine-color-teal-light)" p="sm">
              <Text size="xs" fw={600} c="teal.9">
                {tr.replyFrom}
              </Text>
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="request-reply"
              >
                {reply.text}
              </Text>
            </Card>
          ))
        )}
      </Stack>
    </Card>
  );
}
