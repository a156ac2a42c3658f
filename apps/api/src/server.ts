import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadEnv } from './env.ts';
import { openDatabase, prepareDatabase, startApi } from './start-api.ts';

/**
 * `pnpm start`: one API process per core (WEB_CONCURRENCY overrides; 1 = a single process),
 * sharing nothing but PostgreSQL. The primary prepares the database once, then forks the
 * workers, which share the port, and replaces any that dies. Embedded PGlite belongs to one
 * process, so without DATABASE_URL there is always exactly one.
 */
async function main() {
  const env = loadEnv();
  if (cluster.isWorker) return startApi(env, { prepare: false });
  const processes = env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? availableParallelism()) : 1;
  if (processes <= 1) return startApi(env, { prepare: true });

  const handle = await openDatabase(env);
  await prepareDatabase(env, handle);
  await handle.close();
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
    setTimeout(() => process.exit(0), 6000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`Started ${processes} API processes (WEB_CONCURRENCY=${processes})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
