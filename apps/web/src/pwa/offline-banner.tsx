import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useT } from '../lib/i18n.tsx';
import { useOnline } from '../lib/online.ts';

/** Shown above the page content while the device has no connection. */
export function OfflineBanner() {
  const t = useT().offline;
  if (useOnline()) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="filled"
      radius="md"
      mb="md"
      icon={<IconWifiOff size={18} aria-hidden />}
      data-testid="offline-banner"
    >
      {t.banner}
    </Alert>
  );
}
