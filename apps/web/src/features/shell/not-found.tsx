import { Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../lib/i18n.tsx';

export function NotFoundPage() {
  const t = useT();
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="xs" ta="center">
        <Title order={1}>{t.common.notFound.title}</Title>
        <Text c="dimmed">{t.common.notFound.body}</Text>
      </Stack>
    </Center>
  );
}
