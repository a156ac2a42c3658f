import { Card, Group, SimpleGrid, type SimpleGridProps, Skeleton, Stack } from '@mantine/core';

/** Cards in one column on phones, two on tablets and three on wide screens, as every list shows them. */
export function CardGrid({ testId, ...props }: SimpleGridProps & { testId?: string }) {
  return <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid={testId} {...props} />;
}

type CardGridSkeletonProps = {
  /** How many placeholder cards. */
  count?: number;
  /** The picture band at the top of image cards; none when the cards have no picture. */
  imageHeight?: number;
  /** The block standing for the card's body text. */
  bodyHeight?: number;
  /** What a screen reader hears while the list loads. */
  label?: string;
  testId?: string;
};

/** Placeholder cards while a list loads, in the same grid as the real cards. */
export function CardGridSkeleton({
  count = 6,
  imageHeight,
  bodyHeight = 70,
  label,
  testId = 'list-loading',
}: CardGridSkeletonProps) {
  return (
    <CardGrid testId={testId} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="lg" padding="lg">
          {imageHeight ? (
            <Card.Section mb="md">
              <Skeleton height={imageHeight} radius={0} />
            </Card.Section>
          ) : null}
          <Stack gap="sm">
            <Group justify="space-between">
              <Skeleton height={18} width="55%" />
              <Skeleton height={18} width={64} radius="xl" />
            </Group>
            <Skeleton height={12} width="40%" />
            <Skeleton height={bodyHeight} />
            <Skeleton height={30} width="50%" />
          </Stack>
        </Card>
      ))}
    </CardGrid>
  );
}
