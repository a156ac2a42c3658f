import { benchAuthenticatedRead } from './api-read.ts';
import { benchChatPolling } from './chat-poll.ts';
import { main as benchConcierge } from './concierge.ts';
import { benchDriverSoak } from './driver-soak.ts';
import { main as benchImport } from './import.ts';
import { main as benchRecommendations } from './recommendations.ts';
import { benchShip } from './ship/ship.ts';

/**
 * `pnpm bench`: prints figures; targets live in ARCHITECTURE.md and the issues, not in tests.
 * `pnpm bench -- <name>` runs one of them.
 */
const benches: Record<string, () => Promise<void>> = {
  ship: () => benchShip(),
  soak: () => benchDriverSoak(),
  read: () => benchAuthenticatedRead(),
  poll: () => benchChatPolling(),
  recommendations: () => benchRecommendations(),
  concierge: () => benchConcierge(),
  import: () => benchImport(),
};

async function main() {
  const only = process.argv.slice(2).filter((arg) => arg !== '--');
  for (const [name, run] of Object.entries(benches)) {
    if (only.length && !only.includes(name)) continue;
    console.log(`\n=== ${name} ===`);
    await run();
  }
}

main().then(
  // A bench that misses its bar (the soak) sets process.exitCode.
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
