import { benchAuthenticatedRead } from './api-read.ts';

/** `pnpm bench`: prints figures; targets are in ARCHITECTURE.md and the issues, not asserted here. */
async function main() {
  await benchAuthenticatedRead();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
