import { ActionIcon, Box, Group } from '@mantine/core';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconVideoOff,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { MediaUnavailable } from './media-unavailable.tsx';

type VideoTourProps = { src?: string | null; poster?: string };

/** The look of the play and mute buttons over the video. */
const CONTROL = { size: 'lg', radius: 'xl', variant: 'white', color: 'dark' } as const;

/** §2 Video Tour: the excursion's preview with play/pause and mute, or 'Video preview not available'. */
export function VideoTour({ src, poster }: VideoTourProps) {
  const texts = useT().excursions.preview.video;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [isMuted, setIsMuted] = useState(false);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <MediaUnavailable
        icon={<IconVideoOff size={36} aria-hidden />}
        text={texts.unavailable}
        testId="video-unavailable"
      />
    );
  }

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setIsPlaying(false));
    else video.pause();
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setIsMuted(video.muted);
  };

  return (
    <Box pos="relative" bg="dark.8" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      {/* biome-ignore lint/a11y/useMediaCaption: the tour previews carry no speech to caption */}
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        playsInline
        preload="metadata"
        onClick={togglePlay}
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
        onEnded={() => setIsPlaying(false)}
        onVolumeChange={(event) => setIsMuted(event.currentTarget.muted)}
        onError={() => setFailedSrc(src)}
        data-testid="video-tour"
        style={{
          display: 'block',
          width: '100%',
          maxHeight: '60vh',
          aspectRatio: '16 / 9',
          objectFit: 'contain',
        }}
      />
      <Group
        pos="absolute"
        bottom={0}
        left={0}
        right={0}
        p="sm"
        gap="xs"
        style={{ background: 'linear-gradient(transparent, rgba(0,0,0,0.6))' }}
      >
        <ActionIcon
          {...CONTROL}
          onClick={togglePlay}
          aria-label={isPlaying ? texts.pause : texts.play}
          data-testid="video-play"
          data-playing={isPlaying}
        >
          {isPlaying ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
        </ActionIcon>
        <ActionIcon
          {...CONTROL}
          onClick={toggleMute}
          aria-label={isMuted ? texts.unmute : texts.mute}
          aria-pressed={isMuted}
          data-testid="video-mute"
        >
          {isMuted ? <IconVolumeOff size={18} /> : <IconVolume size={18} />}
        </ActionIcon>
      </Group>
    </Box>
  );
}
