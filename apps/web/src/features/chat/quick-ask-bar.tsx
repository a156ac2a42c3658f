import { Button, Group, ScrollArea } from '@mantine/core';
import {
  IconBallFootball,
  IconBellRinging,
  IconDiscount2,
  IconMountain,
  IconSparkles,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { type QuickAsk, type QuickAskKey, quickAsks } from './quick-asks.ts';

const ICONS: Record<QuickAskKey, ReactNode> = {
  specials: <IconDiscount2 size={15} />,
  roomService: <IconBellRinging size={15} />,
  restaurants: <IconToolsKitchen2 size={15} />,
  spa: <IconSparkles size={15} />,
  activities: <IconBallFootball size={15} />,
  excursions: <IconMountain size={15} />,
};

type QuickAskBarProps = { onAsk: (ask: QuickAsk) => void; isSendBlocked: boolean };

/** §2 quick asks, one swipeable row on phones. Room Service sends, so it waits while a reply is pending. */
export function QuickAskBar({ onAsk, isSendBlocked }: QuickAskBarProps) {
  const t = useT().concierge;
  return (
    <ScrollArea type="never" aria-label={t.quickAsk.label}>
      <Group gap={6} wrap="nowrap" pb={2} data-testid="quick-asks">
        {quickAsks(t).map((ask) => (
          <Button
            key={ask.key}
            size="compact-sm"
            radius="xl"
            variant="default"
            fw={500}
            leftSection={ICONS[ask.key]}
            style={{ flex: '0 0 auto' }}
            disabled={ask.action === 'send' && isSendBlocked}
            onClick={() => onAsk(ask)}
            data-testid={`quick-ask-${ask.key}`}
          >
            {ask.label}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}
