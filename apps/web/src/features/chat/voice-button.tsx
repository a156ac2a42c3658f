import { ActionIcon, Badge, Box, Loader, Tooltip } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import classes from './chat.module.css';
import type { VoiceState } from './use-voice-recorder.ts';

type VoiceButtonProps = { state: VoiceState; onStart: () => void; onStop: () => void; disabled: boolean };

/** Record / stop; while processing the button waits with a spinner. */
export function VoiceButton({ state, onStart, onStop, disabled }: VoiceButtonProps) {
  const t = useT().concierge.voice;
  const isRecording = state === 'recording';
  const label = isRecording ? t.stop : t.record;
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        size={42}
        radius="xl"
        variant={isRecording ? 'filled' : 'light'}
        color={isRecording ? 'red' : undefined}
        aria-label={label}
        onClick={isRecording ? onStop : onStart}
        disabled={state === 'processing' || (disabled && !isRecording)}
        data-testid="voice-button"
      >
        {state === 'processing' ? (
          <Loader size={16} />
        ) : isRecording ? (
          <IconPlayerStopFilled size={18} />
        ) : (
          <IconMicrophone size={20} />
        )}
      </ActionIcon>
    </Tooltip>
  );
}

/** 'Recording...' / 'Processing...' (§2), above the input while the voice message is on its way. */
export function VoiceStatus({ state }: { state: VoiceState }) {
  const t = useT().concierge.voice;
  if (state === 'idle') return null;
  const isRecording = state === 'recording';
  return (
    <Badge
      variant="light"
      color={isRecording ? 'red' : 'sea'}
      size="lg"
      tt="none"
      fw={500}
      leftSection={isRecording ? <Box className={classes.recordingDot} /> : <Loader size={12} color="sea" />}
      role="status"
      data-testid="voice-status"
    >
      {isRecording ? t.recording : t.processing}
    </Badge>
  );
}
