import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadEnv } from './env.ts';

/** Set on the one short-lived process that migrates and seeds before the API processes start. */
const PREPARE_ROLE = 'MARSA_PREPARE_ONLY';

/**
 * `pnpm start`: one API process per core (WEB_CONCURRENCY overrides; 1 = a single process),
 * sharing nothing but PostgreSQL. The primary only supervises (it loads none of the app, to
 * keep its memory small): a first child prepares the database once, then the API processes
 * start, share the port, and are replaced if one dies. Embedded PGlite belongs to one process,
 * so without DATABASE_URL there is always exactly one.
 */
async function main() {
  const env = loadEnv();
  if (cluster.isWorker) {
    const { prepareDatabase, startApi, openDatabase } = await import('./start-api.ts');
    if (!process.env[PREPARE_ROLE]) return startApi(env, { prepare: false });
    const handle = await openDatabase(env);
    await prepareDatabase(env, handle);
    await handle.close();
    process.exit(0);
  }
  const processes = env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? availableParallelism()) : 1;
  if (processes <= 1) {
    const { startApi } = await import('./start-api.ts');
    return startApi(env, { prepare: true });
  }
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
