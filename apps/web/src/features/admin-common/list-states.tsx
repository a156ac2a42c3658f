import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Placeholder cards while an admin list loads, in the same grid as the real cards. */
export function CardGridSkeleton({ count = 6, height = 180 }: { count?: number; height?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="list-loading" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Group justify="space-between">
              <Skeleton height={18} width="55%" />
              <Skeleton height={18} width={64} radius="xl" />
            </Group>
            <Skeleton height={12} width="40%" />
            <Skeleton height={height - 110} />
            <Skeleton height={30} width="50%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
