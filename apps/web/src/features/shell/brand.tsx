import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSailboat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** The product name as configured on the server (BRAND_NAME), 'Marsa' until it loads. */
export function useBrandName(): string {
  const trpc = useTRPC();
  return useQuery(trpc.auth.config.queryOptions()).data?.brandName ?? 'Marsa';
}

export function BrandMark() {
  const brand = useBrandName();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon radius="md" size="lg">
        <IconSailboat size={20} />
      </ThemeIcon>
      <Text fw={700} fz="lg" ff="heading">
        {brand}
      </Text>
    </Group>
  );
}
