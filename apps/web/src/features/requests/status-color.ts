import type { ServiceRequestStatus } from '@marsa/trpc/schemas';

/** Badge colour of a request status, shared by the guest and admin screens (dark shades: AA contrast). */
export const REQUEST_STATUS_COLOR: Record<ServiceRequestStatus, string> = {
  open: 'red.9',
  in_progress: 'blue.8',
  resolved: 'teal.9',
};
