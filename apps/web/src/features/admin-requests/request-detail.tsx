import { Badge, Button, Card, Code, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { SERVICE_REQUEST_REPLY_MAX } from '@marsa/trpc/schemas';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { REQUEST_STATUS_COLOR } from '../requests/status-color.ts';
import { useRequestUpdate } from './use-request-update.ts';

type AdminRequest = AdminRow<'requests'>;

/** One request: who asked, the conversation excerpt, the replies so far, a reply box and status actions. */
export function RequestDetail({ request }: { request: AdminRequest }) {
  const t = useT();
  const r = t.adminRequests;
  const update = useRequestUpdate();
  const [reply, setReply] = useState('');
  const send = () => update.mutate({ id: request.id, reply }, { onSuccess: () => setReply('') });
  const setStatus = (status: AdminRequest['status']) => update.mutate({ id: request.id, status });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-request-detail" data-request-id={request.id}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3">
            {interpolate(r.number, { id: request.id })}
          </Title>
          <Badge color={REQUEST_STATUS_COLOR[request.status]} size="lg" data-testid="admin-request-status">
            {r.status[request.status]}
          </Badge>
        </Group>
        <Text>
          {interpolate(r.guestLine, {
            name: request.guest.fullName,
            room: request.guest.roomNumber,
            deck: request.guest.deck,
          })}{' '}
          · {t.adminDepartments.categories[request.category]}
        </Text>
        <Stack gap={4}>
          <Text fw={600}>{r.detail.message}</Text>
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {request.message}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text fw={600}>{r.detail.excerpt}</Text>
          {request.excerpt ? (
            <Code block dir="auto" data-testid="admin-request-excerpt" style={{ whiteSpace: 'pre-wrap' }}>
              {request.excerpt}
            </Code>
          ) : (
            <Text c="gray.7">{r.detail.noExcerpt}</Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Text fw={600}>{r.detail.replies}</Text>
          {request.replies.length === 0 ? (
            <Text c="gray.7">{r.detail.noReplies}</Text>
          ) : (
            request.replies.map((sent) => (
              <Card key={sent.at} radius="sm" p="sm" bg="var(--mantine-color-teal-light)">
                <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {sent.text}
                </Text>
              </Card>
            ))
          )}
        </Stack>
        <Textarea
          label={r.detail.reply}
          placeholder={r.detail.replyPlaceholder}
          value={reply}
          onChange={(event) => setReply(event.currentTarget.value)}
          maxLength={SERVICE_REQUEST_REPLY_MAX}
          autosize
          minRows={3}
          dir="auto"
          data-testid="admin-request-reply"
        />
        <Group gap="xs">
          <Button
            leftSection={<IconSend size={16} />}
            onClick={send}
            disabled={!reply.trim()}
            loading={update.isPending && update.variables?.reply !== undefined}
          >
            {r.detail.send}
          </Button>
          {request.status === 'open' ? (
            <Button variant="light" onClick={() => setStatus('in_progress')}>
              {r.detail.markInProgress}
            </Button>
          ) : null}
          {request.status === 'resolved' ? (
            <Button variant="light" onClick={() => setStatus('open')}>
              {r.detail.reopen}
            </Button>
          ) : (
            <Button color="teal.9" onClick={() => setStatus('resolved')}>
              {r.detail.markResolved}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
