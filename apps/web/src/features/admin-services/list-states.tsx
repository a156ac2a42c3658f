import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Placeholder cards while a list loads, in the same grid as the real ones. */
export function ServiceCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" data-testid="services-loading">
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder radius="lg" padding="lg">
          <Card.Section>
            <Skeleton height={160} radius={0} />
          </Card.Section>
          <Stack gap="sm" mt="md">
            <Group justify="space-between">
              <Skeleton height={20} width="55%" />
              <Skeleton height={20} width={56} radius="xl" />
            </Group>
            <Skeleton height={12} width="45%" />
            <Skeleton height={12} width="60%" />
            <Skeleton height={40} />
            <Group grow>
              <Skeleton height={34} />
              <Skeleton height={34} />
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
