import { Badge } from '@mantine/core';

/** §4 booking badge colours: green confirmed, yellow pending, red cancelled, grey otherwise. */
export const statusColor = (status: string): string =>
  status === 'confirmed'
    ? 'green'
    : status === 'pending'
      ? 'yellow'
      : status === 'cancelled'
        ? 'red'
        : 'gray';

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge color={statusColor(status)} variant="light" data-status={status}>
      {label ?? status}
    </Badge>
  );
}
