import postgres from 'postgres';

const WINDOW_SECONDS = 10;
const IN_FLIGHT = 200;

/**
 * postgres.js under sustained load (porsager/postgres#747, patched in patches/): a tight loop of
 * simple queries for 60 s on a 10-connection pool. Fails (exit code 1) when the last 10 s run
 * below 80% of the first 10 s. Needs DATABASE_URL.
 */
export async function benchDriverSoak(seconds = Number(process.env.SOAK_SECONDS ?? 60)): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('driver soak: set DATABASE_URL to run it (PGlite has no postgres.js queues)');
    return;
  }
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  const windows: number[] = [];
  let count = 0;
  const endAt = Date.now() + seconds * 1000;
  const timer = setInterval(() => {
    windows.push(count);
    console.log(
      `  ${String(windows.length * WINDOW_SECONDS).padStart(3)} s  ${(count / WINDOW_SECONDS).toFixed(0).padStart(7)} queries/s`,
    );
    count = 0;
  }, WINDOW_SECONDS * 1000);
  console.log(`\npostgres.js soak (${seconds}s, ${IN_FLIGHT} queries in flight, pool of 10)`);
  const loop = async () => {
    while (Date.now() < endAt) {
      await sql`select 1 as one`;
      count++;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, loop));
  await new Promise((resolve) => setTimeout(resolve, 50));
  clearInterval(timer);
  await sql.end({ timeout: 5 });
  const first = windows[0] ?? 0;
  const last = windows.at(-1) ?? 0;
  const ratio = first ? last / first : 0;
  const verdict = ratio >= 0.8 ? 'holds' : 'DECAYS';
  console.log(`last 10 s / first 10 s: ${ratio.toFixed(2)} (${verdict}; must be ≥ 0.80)`);
  if (ratio < 0.8) process.exitCode = 1;
}
