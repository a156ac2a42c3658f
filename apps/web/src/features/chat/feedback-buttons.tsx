import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';

type FeedbackButtonsProps = { value: boolean | null; onRate: (helpful: boolean) => void };

/** Thumbs up/down under an answer; the chosen one stays filled. */
export function FeedbackButtons({ value, onRate }: FeedbackButtonsProps) {
  const t = useT().concierge.feedback;
  return (
    <Group gap={2} data-testid="feedback">
      <Tooltip label={t.helpful} withArrow openDelay={400}>
        <ActionIcon
          variant={value === true ? 'light' : 'subtle'}
          color={value === true ? 'green' : 'gray'}
          size="sm"
          radius="xl"
          aria-label={t.helpful}
          aria-pressed={value === true}
          onClick={() => onRate(true)}
          data-testid="feedback-up"
        >
          {value === true ? <IconThumbUpFilled size={14} /> : <IconThumbUp size={14} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t.notHelpful} withArrow openDelay={400}>
        <ActionIcon
          variant={value === false ? 'light' : 'subtle'}
          color={value === false ? 'red' : 'gray'}
          size="sm"
          radius="xl"
          aria-label={t.notHelpful}
          aria-pressed={value === false}
          onClick={() => onRate(false)}
          data-testid="feedback-down"
        >
          {value === false ? <IconThumbDownFilled size={14} /> : <IconThumbDown size={14} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
