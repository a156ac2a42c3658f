import { writeSync } from 'node:fs';

/**
 * Request log lines go out in batches: one write per 100 ms (or per 64 kB) instead of one
 * synchronous write per request (process.stdout is synchronous for files and terminals).
 * Whatever is pending is written before the process exits.
 */
export function createLineWriter(write: (chunk: string) => void = (chunk) => process.stdout.write(chunk)) {
  let pending: string[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    size = 0;
    write(chunk);
  };
  process.once('exit', () => {
    if (pending.length) writeSync(1, pending.join(''));
  });
  return (line: string) => {
    pending.push(`${line}\n`);
    size += line.length + 1;
    if (size >= 65_536) flush();
    else timer ??= setTimeout(flush, 100);
  };
}
