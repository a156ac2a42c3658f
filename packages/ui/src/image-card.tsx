import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FallbackImage } from './fallback-image.tsx';

type ImageCardProps = {
  /** The card's test id and data attributes (`{ 'data-testid': 'activity-card', 'data-activity-id': 3 }`). */
  attributes: Record<`data-${string}`, string | number>;
  image: { src?: string | null; alt: string; height: number; icon: ReactNode };
  children: ReactNode;
};

/** A list card with a cover picture (a quiet icon panel when it has none) and its body below, full height. */
export function ImageCard({ attributes, image, children }: ImageCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" {...attributes}>
      <Card.Section>
        <FallbackImage src={image.src} alt={image.alt} h={image.height} icon={image.icon} />
      </Card.Section>
      <Stack gap="sm" mt="md" h="100%">
        {children}
      </Stack>
    </Card>
  );
}
