import { type BoxProps, Center, Image, type MantineRadius, ThemeIcon } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

type FallbackImageProps = {
  src?: string | null;
  alt: string;
  h: BoxProps['h'];
  radius?: MantineRadius;
  /** Shown on a soft tinted panel when there is no image or it fails to load. */
  icon?: ReactNode;
};

/** A cover image that degrades to a quiet tinted panel with an icon when missing or broken. */
export function FallbackImage({ src, alt, h, radius = 0, icon }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center
        h={h}
        bg="var(--mantine-primary-color-light)"
        style={{ borderRadius: `var(--mantine-radius-${radius})` }}
        data-testid="image-fallback"
      >
        <ThemeIcon size={56} radius="xl" variant="white" aria-hidden>
          {icon ?? <IconPhotoOff size={28} />}
        </ThemeIcon>
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      h={h}
      fit="cover"
      radius={radius}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
