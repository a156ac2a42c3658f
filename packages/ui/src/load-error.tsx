import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type LoadErrorProps = { title: ReactNode; message?: ReactNode; retryLabel: ReactNode; onRetry: () => void };

/** A failed load: what went wrong and a way to try again. */
export function LoadError({ title, message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle />}
      title={title}
      data-testid="load-error"
    >
      {message}
      <Button
        display="flex"
        mt="sm"
        size="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={14} />}
        onClick={onRetry}
      >
        {retryLabel}
      </Button>
    </Alert>
  );
}
