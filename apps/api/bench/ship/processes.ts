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

/** The process and its children (cluster workers). */
function processTree(pid: number): number[] {
  try {
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((value) => value > 0);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

export type Memory = { rssMb: number; pssMb: number };

/**
 * Memory of a process tree. RSS counts the pages the processes share (Node's own code) once per
 * process, so a cluster's sum overstates it; PSS splits shared pages between their processes.
 */
export function treeMemory(pid: number): Memory {
  let rssKb = 0;
  let pssKb = 0;
  for (const id of processTree(pid)) {
    try {
      const rollup = readFileSync(`/proc/${id}/smaps_rollup`, 'utf8');
      rssKb += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pssKb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return { rssMb: rssKb / 1024, pssMb: pssKb / 1024 };
}

/** Samples a process tree's memory every second until stopped; returns the peaks. */
export function sampleMemory(pid: number): () => Memory {
  const peak: Memory = { rssMb: 0, pssMb: 0 };
  const sample = () => {
    const now = treeMemory(pid);
    peak.rssMb = Math.max(peak.rssMb, now.rssMb);
    peak.pssMb = Math.max(peak.pssMb, now.pssMb);
  };
  const timer = setInterval(sample, 1000);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}
