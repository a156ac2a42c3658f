/**
 * Flags for the Debian Chromium that e2e tests and Lighthouse drive: no sandbox (containers), no
 * GPU, and none of the background traffic (updates, sync, QUIC) that would add noise to a run.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
