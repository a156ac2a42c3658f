import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Memory, sampleMemory } from './processes.ts';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'poll.lua');

/** wrk (Debian's `wrk` package) is a C load generator: it leaves the cores to the servers. */
export const hasWrk = () => spawnSync('wrk', ['-v']).error === undefined;

export type PollRun = { rps: number; p50: number; p99: number; errors: number; peak?: Memory };

/** `50%    1.23ms` → milliseconds. */
function percentile(output: string, label: string): number {
  const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!match) throw new Error(`wrk printed no ${label}th percentile:\n${output}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/**
 * One open connection per guest, each polling `url` with its own cookie and ETag every
 * ~`pollMs` (as the chat screen's fallback poll does through the browser's HTTP cache).
 */
export async function wrkPoll(
  url: string,
  guests: { cookie: string; etag: string }[],
  options: { seconds: number; pollMs: number; memoryOf?: number | undefined },
): Promise<PollRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'marsa-poll-'));
  const guestFile = path.join(dir, 'guests.tsv');
  writeFileSync(guestFile, guests.map((guest) => `${guest.cookie}\t${guest.etag}`).join('\n'));
  const stopSampling = options.memoryOf ? sampleMemory(options.memoryOf) : undefined;
  try {
    const { stdout } = await run('wrk', [
      ...['-t2', `-c${guests.length}`, `-d${options.seconds}s`, '--timeout', '10s', '--latency'],
      ...['-s', script, url, '--', guestFile, String(options.pollMs)],
    ]);
    const requests = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
    const errors = failed + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
    const peak = stopSampling?.();
    return { rps: requests, p50: percentile(stdout, '50'), p99: percentile(stdout, '99'), errors, peak };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
