import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FallbackImage } from './fallback-image.tsx';

type ImageCardProps = {
  /** The card's anchor id, test id and data attributes (`{ id: 'activity-3', 'data-testid': 'activity-card' }`). */
  attributes: Record<`data-${string}`, string | number> & { id?: string };
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
