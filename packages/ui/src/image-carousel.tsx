import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Image,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

export type ImageCarouselLabels = {
  previous: string;
  next: string;
  /** Accessible name of an image or its thumbnail, e.g. 'Image 2 of 3'. */
  image: (index: number, total: number) => string;
};

type ImageCarouselProps = {
  images: readonly string[];
  caption?: string;
  labels: ImageCarouselLabels;
  height?: number | string;
};

/** Moves `step` places through `total` items, wrapping around at either end. */
export function stepIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** The images still worth showing: no blanks, no repeats, none that failed to load. */
export function visibleImages(images: readonly string[], failed: ReadonlySet<string>): string[] {
  return [...new Set(images.map((src) => src.trim()).filter((src) => src && !failed.has(src)))];
}

/** The 'n / total' counter of §2. */
export const counterText = (index: number, total: number) => `${index + 1} / ${total}`;

/**
 * §2 rich reply pictures: one large image with previous/next arrows (wrapping around), an
 * 'n / total' counter and thumbnails. Images that fail to load drop out; with none left the
 * carousel renders nothing at all.
 */
export function ImageCarousel({
  images,
  caption,
  labels,
  height = 'clamp(180px, 32vh, 300px)',
}: ImageCarouselProps) {
  const { dir } = useDirection();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [currentSrc, setCurrentSrc] = useState<string | undefined>(undefined);
  const visible = visibleImages(images, failed);
  const found = currentSrc ? visible.indexOf(currentSrc) : -1;
  const index = Math.max(found, 0);
  const current = visible[index];
  if (!current) return null;

  const total = visible.length;
  const markFailed = (src: string) => setFailed((previous) => new Set(previous).add(src));
  const go = (step: number) => setCurrentSrc(visible[stepIndex(index, step, total)]);
  const [PreviousIcon, NextIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const arrow = {
    pos: 'absolute',
    top: '50%',
    size: 'lg',
    radius: 'xl',
    variant: 'white',
    color: 'dark',
  } as const;

  return (
    <Stack gap={6} data-testid="image-carousel">
      <Box
        pos="relative"
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <Image
          key={current}
          src={current}
          alt={caption ? `${caption} (${labels.image(index + 1, total)})` : labels.image(index + 1, total)}
          h={height}
          fit="cover"
          onError={() => markFailed(current)}
          data-testid="carousel-image"
        />
        {total > 1 ? (
          <>
            <Badge
              pos="absolute"
              top={8}
              variant="filled"
              color="dark"
              style={{ insetInlineEnd: 8, opacity: 0.85 }}
              data-testid="carousel-counter"
            >
              {counterText(index, total)}
            </Badge>
            <ActionIcon
              {...arrow}
              style={{
                insetInlineStart: 8,
                transform: 'translateY(-50%)',
                boxShadow: 'var(--mantine-shadow-sm)',
              }}
              onClick={() => go(-1)}
              aria-label={labels.previous}
              data-testid="carousel-previous"
            >
              <PreviousIcon size={20} />
            </ActionIcon>
            <ActionIcon
              {...arrow}
              style={{
                insetInlineEnd: 8,
                transform: 'translateY(-50%)',
                boxShadow: 'var(--mantine-shadow-sm)',
              }}
              onClick={() => go(1)}
              aria-label={labels.next}
              data-testid="carousel-next"
            >
              <NextIcon size={20} />
            </ActionIcon>
          </>
        ) : null}
      </Box>
      {caption ? (
        <Text size="sm" c="gray.7" data-testid="carousel-caption">
          {caption}
        </Text>
      ) : null}
      {total > 1 ? (
        <ScrollArea type="auto" offsetScrollbars>
          <Group gap={6} wrap="nowrap" pb={2} data-testid="carousel-thumbnails">
            {visible.map((src, position) => (
              <UnstyledButton
                key={src}
                onClick={() => setCurrentSrc(src)}
                aria-label={labels.image(position + 1, total)}
                aria-current={position === index}
                style={{
                  flex: '0 0 auto',
                  borderRadius: 'var(--mantine-radius-sm)',
                  overflow: 'hidden',
                  outline: position === index ? '2px solid var(--mantine-primary-color-filled)' : 'none',
                  outlineOffset: -2,
                  opacity: position === index ? 1 : 0.7,
                }}
              >
                <Image src={src} alt="" w={64} h={44} fit="cover" onError={() => markFailed(src)} />
              </UnstyledButton>
            ))}
          </Group>
        </ScrollArea>
      ) : null}
    </Stack>
  );
}
