import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

type ServiceDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
};

/** The add/edit dialog frame: a centred dialog on larger screens, the whole screen on a phone. */
export function ServiceDialog({ opened, onClose, title, testId, children }: ServiceDialogProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      radius="lg"
      fullScreen={isPhone}
      data-testid={testId}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}
