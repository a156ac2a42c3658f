import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Image,
  ScrollArea,
  Stack,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { PanoramaViewer } from '@marsa/ui';
import { IconChevronLeft, IconChevronRight, IconPhotoOff, IconView360 } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { PANORAMA_DRAG_SENSITIVITY, PANORAMA_TILT_MAX, PANORAMA_TILT_MIN } from '../../lib/ui-constants.ts';
import { BadgeRow } from './badge-row.tsx';
import { MediaUnavailable } from './media-unavailable.tsx';
import { type GalleryItem, wrapIndex } from './view.ts';

const TILT_RANGE = [PANORAMA_TILT_MIN, PANORAMA_TILT_MAX] as const;
const STAGE_HEIGHT = 'clamp(200px, min(45vh, 62vw), 420px)';

type PhotoGalleryProps = { items: readonly GalleryItem[]; initialIndex?: number };

/**
 * §2 Gallery: photos and photo spheres (shown in the 360° viewer), previous/next arrows that wrap
 * around, a counter and thumbnails. Photos that fail to load drop out; none left shows the fallback.
 */
export function PhotoGallery({ items, initialIndex = 0 }: PhotoGalleryProps) {
  const t = useT().excursions.preview;
  const { dir } = useDirection();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [currentSrc, setCurrentSrc] = useState(items[initialIndex]?.src);
  const visible = items.filter((item) => !failed.has(item.src));
  const found = visible.findIndex((item) => item.src === currentSrc);
  const index = Math.max(found, 0);
  const current = visible[index];

  if (!current) {
    return (
      <MediaUnavailable
        icon={<IconPhotoOff size={36} aria-hidden />}
        text={t.gallery.empty}
        testId="gallery-empty"
      />
    );
  }

  const markFailed = (src: string) => setFailed((previous) => new Set(previous).add(src));
  const go = (step: number) => setCurrentSrc(visible[wrapIndex(index + step, visible.length)]?.src);
  const [PrevIcon, NextIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const counter = interpolate(t.gallery.counter, { index: index + 1, total: visible.length });

  return (
    <Stack gap="sm" data-testid="photo-gallery">
      <Box
        pos="relative"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        bg="dark.8"
      >
        {current.isSphere ? (
          <PanoramaViewer
            src={current.src}
            tiltRange={TILT_RANGE}
            dragSensitivity={PANORAMA_DRAG_SENSITIVITY}
            labels={t.panorama}
            height={STAGE_HEIGHT}
          />
        ) : (
          <Image
            src={current.src}
            alt={interpolate(t.gallery.photo, { index: index + 1, total: visible.length })}
            h={STAGE_HEIGHT}
            fit="contain"
            onError={() => markFailed(current.src)}
            data-testid="gallery-image"
          />
        )}
        <BadgeRow top={10}>
          <Badge variant="filled" color="dark" data-testid="gallery-counter">
            {counter}
          </Badge>
          {current.isSphere ? (
            <Badge variant="filled" color="sea" leftSection={<IconView360 size={14} />}>
              {t.gallery.sphere}
            </Badge>
          ) : null}
        </BadgeRow>
        {visible.length > 1 ? (
          <>
            <StageArrow
              side="start"
              label={t.gallery.previous}
              testId="gallery-previous"
              onClick={() => go(-1)}
            >
              <PrevIcon size={22} />
            </StageArrow>
            <StageArrow side="end" label={t.gallery.next} testId="gallery-next" onClick={() => go(1)}>
              <NextIcon size={22} />
            </StageArrow>
          </>
        ) : null}
      </Box>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap" pb={4} data-testid="gallery-thumbnails">
          {visible.map((item, position) => (
            <UnstyledButton
              key={item.src}
              onClick={() => setCurrentSrc(item.src)}
              aria-label={interpolate(t.gallery.photo, { index: position + 1, total: visible.length })}
              aria-current={position === index}
              pos="relative"
              style={{
                flex: '0 0 auto',
                borderRadius: 'var(--mantine-radius-sm)',
                overflow: 'hidden',
                outline: position === index ? '3px solid var(--mantine-primary-color-filled)' : 'none',
                outlineOffset: -3,
                opacity: position === index ? 1 : 0.75,
              }}
            >
              <Image src={item.src} alt="" w={88} h={56} fit="cover" onError={() => markFailed(item.src)} />
              {item.isSphere ? (
                <IconView360
                  size={18}
                  color="white"
                  aria-hidden
                  style={{
                    position: 'absolute',
                    bottom: 4,
                    insetInlineEnd: 4,
                    filter: 'drop-shadow(0 0 2px #000)',
                  }}
                />
              ) : null}
            </UnstyledButton>
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}

type StageArrowProps = {
  side: 'start' | 'end';
  label: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
};

/** A previous/next arrow over the picture, at its start or end edge (flips with the text direction). */
function StageArrow({ side, label, testId, onClick, children }: StageArrowProps) {
  const edge = side === 'start' ? { insetInlineStart: 10 } : { insetInlineEnd: 10 };
  return (
    <ActionIcon
      pos="absolute"
      top="50%"
      size="xl"
      radius="xl"
      variant="white"
      color="dark"
      style={{ ...edge, transform: 'translateY(-50%)' }}
      onClick={onClick}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </ActionIcon>
  );
}
