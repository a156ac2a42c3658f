import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/** Set on the one short-lived process that migrates and seeds before the API processes start. */
const PREPARE_ROLE = 'MARSA_PREPARE_ONLY';

/**
 * V8 limits for each API process of a cluster. Left alone, V8 lets a busy process's heap grow
 * lazily: two processes under the ship's poll reached ~490 MB together. With 4 MB semi-spaces and
 * a 128 MB old space the whole tree peaks at 335 MB under the poll (350 MB with 8 MB semi-spaces;
 * `pnpm bench -- ship`), at p99 8 ms. Uploads and spreadsheets are Buffers (outside the old space)
 * and the import parses in a worker thread, so 128 MB leaves headroom.
 */
const API_PROCESS_V8_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=128'];

/**
 * How many API processes to run, read without loading the app or zod: the supervisor stays
 * small, and the first child validates the whole environment (and exits with its message).
 */
function processCount(): number {
  if (!process.env.DATABASE_URL) return 1;
  const configured = process.env.WEB_CONCURRENCY;
  if (!configured) return availableParallelism();
  const count = Number(configured);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error('WEB_CONCURRENCY must be a whole number from 1 to 64');
  }
  return count;
}

/**
 * `pnpm start`: one API process per core (WEB_CONCURRENCY overrides; 1 = a single process),
 * sharing nothing but PostgreSQL. The primary only supervises (it loads none of the app, to
 * keep its memory small): a first child prepares the database once, then the API processes
 * start, share the port, and are replaced if one dies. Embedded PGlite belongs to one process,
 * so without DATABASE_URL there is always exactly one.
 */
async function main() {
  if (cluster.isWorker) {
    const env = (await import('./env.ts')).loadEnv();
    const { prepareDatabase, startApi, openDatabase } = await import('./start-api.ts');
    if (!process.env[PREPARE_ROLE]) return startApi(env, { prepare: false });
    const handle = await openDatabase(env);
    await prepareDatabase(env, handle);
    await handle.close();
    process.exit(0);
  }
  const processes = processCount();
  if (processes <= 1) {
    const env = (await import('./env.ts')).loadEnv();
    const { startApi } = await import('./start-api.ts');
    return startApi(env, { prepare: true });
  }
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...API_PROCESS_V8_FLAGS] });
  const prepared = await new Promise<number | null>((resolve) =>
    cluster.fork({ [PREPARE_ROLE]: '1' }).once('exit', (code) => resolve(code)),
  );
  if (prepared !== 0) throw new Error('Preparing the database failed');
  let stopping = false;
  for (let index = 0; index < processes; index++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`API process ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
    setTimeout(() => process.exit(0), 6000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`Started ${processes} API processes (WEB_CONCURRENCY=${processes})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
