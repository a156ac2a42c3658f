import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Started = { url: string; child: ChildProcess; stop: () => Promise<void> };

/** Starts `node <entry>` with the environment given, output to /dev/null, and waits for /api/health or the port. */
export async function startServer(
  entry: string,
  port: number,
  env: Record<string, string>,
): Promise<Started> {
  const devNull = openSync('/dev/null', 'w');
  // The same V8 flag `pnpm start` passes (apps/api/package.json): a 16 MB young generation.
  const child = spawn(process.execPath, ['--max-semi-space-size=16', entry], {
    cwd: apiRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', devNull, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/user`).then(
      (res) => res.status === 401,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process and its children (cluster workers), in MB. */
export function treeRssMb(pid: number): number {
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((value) => value > 0);
  } catch {
    // no children
  }
  let kb = 0;
  for (const id of [pid, ...children]) {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}
