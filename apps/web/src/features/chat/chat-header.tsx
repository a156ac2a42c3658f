import { Badge, Loader } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useLanguage } from '../../lib/i18n.tsx';
import type { AgentStatus } from './agent-status.ts';

/** §2 header indicators; nothing while the status is idle. */
export function AgentStatusIndicator({ status }: { status: AgentStatus }) {
  const t = useLanguage().t.concierge.agent;
  if (status === 'idle') return null;
  return status === 'connecting' ? (
    <Badge
      variant="light"
      color="yellow"
      size="lg"
      tt="none"
      leftSection={<Loader size={12} color="yellow" />}
      data-testid="agent-status"
    >
      {t.connecting}
    </Badge>
  ) : (
    <Badge
      variant="light"
      color="green"
      size="lg"
      tt="none"
      leftSection={<IconHeadset size={14} />}
      data-testid="agent-status"
    >
      {t.connected}
    </Badge>
  );
}
