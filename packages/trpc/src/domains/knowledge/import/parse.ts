import { Worker } from 'node:worker_threads';
import { badRequest, serviceUnavailable } from '../../../errors.ts';
import type { SpreadsheetKind } from './detect.ts';

/** Cell texts of columns A..G by row; `truncated` when the sheet has more rows than were read. */
export type ParsedSheet = { rows: string[][]; firstRow: number; truncated: boolean };

export type ParseLimits = {
  /** Wall-clock time the worker may take before it is terminated. */
  timeoutMs: number;
  /** The worker's V8 old-generation heap; a file needing more is refused, not the server killed. */
  memoryMb: number;
  /** Data rows beyond this are not read (the caller refuses such files). */
  maxRows: number;
};

export const DEFAULT_PARSE_LIMITS: ParseLimits = { timeoutMs: 20_000, memoryMb: 256, maxRows: 200_000 };

// One parse at a time per process (2 cores: one for parsing, one for everything else); a few
// more wait their turn and the rest are told to come back.
const MAX_RUNNING = 1;
const MAX_WAITING = 4;
let running = 0;
const waiting: (() => void)[] = [];

const workerUrl = new URL('./parse-worker.mjs', import.meta.url);

/**
 * Admin import only. Reads the first sheet (columns A..G) of a spreadsheet in a worker thread
 * with a time and heap limit, so a slow, huge or hostile file is refused with a clear 400 while
 * the API keeps serving other requests. The bytes are moved to the worker, not copied.
 */
export async function parseSpreadsheet(
  kind: SpreadsheetKind,
  bytes: Uint8Array,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<ParsedSheet> {
  await acquireSlot();
  try {
    return await runWorker(kind, bytes, limits);
  } finally {
    releaseSlot();
  }
}

async function acquireSlot(): Promise<void> {
  if (running < MAX_RUNNING) {
    running++;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw serviceUnavailable('import.busy');
  // The slot is handed over by releaseSlot, so `running` stays counted for us.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

type WorkerReply = ({ ok: true } & ParsedSheet) | { ok: false; reason: string | null };

function runWorker(kind: SpreadsheetKind, bytes: Uint8Array, limits: ParseLimits): Promise<ParsedSheet> {
  const unreadable = (reason?: string | null) =>
    reason
      ? badRequest('import.unreadable_reason', { reason }, { field: 'excel' })
      : badRequest('import.unreadable', {}, { field: 'excel' });
  return new Promise((resolve, reject) => {
    const copy =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
    const worker = new Worker(workerUrl, {
      workerData: { kind, bytes: copy, maxRows: limits.maxRows },
      transferList: [copy.buffer as ArrayBuffer],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      // The worker is plain JavaScript: it needs none of the parent's loaders (tsx, vitest).
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    // Parser warnings are not worth the log; the streams are drained so they never back up.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(badRequest('import.took_too_long', {}, { field: 'excel' }))),
      limits.timeoutMs,
    );
    worker.once('message', (reply: WorkerReply) =>
      settle(() =>
        reply.ok
          ? resolve({ rows: reply.rows, firstRow: reply.firstRow, truncated: reply.truncated })
          : reject(unreadable(reply.reason)),
      ),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? badRequest('import.too_complex', {}, { field: 'excel' })
            : unreadable(),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(unreadable())));
  });
}
