import { Center, Loader } from '@mantine/core';

/** Shown while the session is loading (§2 guard behaviour). */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center h="100vh" role="status" aria-label={label}>
      <Loader size="lg" data-testid="session-spinner" />
    </Center>
  );
}
