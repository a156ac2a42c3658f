import { and, type Db, eq, inArray, lt, lte, type NotificationRow, notifications, or, sql } from '@marsa/db';
import {
  NOTIFICATION_MAX_ATTEMPTS,
  NOTIFICATION_RETRY_BASE_MS,
  NOTIFICATION_RETRY_CAP_MS,
} from '@marsa/db/constants';
import type { Mailer } from './mailer.ts';
import { renderEmail } from './render.ts';

export type DeliveryOptions = {
  /** Public origin of the app, for the admin links in the emails. */
  origin: string;
  /** Domain of the Message-IDs (MAIL_FROM's). */
  mailDomain?: string;
  batchSize?: number;
  /** How long a claim lasts before another worker may take the row over. */
  leaseMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  now?: () => Date;
};

export type DeliveryReport = { sent: number; retrying: number; failed: number };

const DEFAULT_LEASE_MS = 5 * 60_000;

/** Waiting time before try `attempts + 1`: base, 2×base, 4×base… capped. */
export const retryDelay = (attempts: number, baseMs = NOTIFICATION_RETRY_BASE_MS) =>
  Math.min(NOTIFICATION_RETRY_CAP_MS, baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * Claims up to `batchSize` due rows in one statement: pending rows whose time has come, and
 * 'sending' rows whose claim has expired (their worker died). `FOR UPDATE SKIP LOCKED` lets several
 * API processes claim at once without ever taking the same row.
 */
async function claimDue(db: Db, now: Date, batchSize: number, leaseMs: number): Promise<NotificationRow[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      or(
        and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now)),
        and(eq(notifications.status, 'sending'), lt(notifications.lockedUntil, now)),
      ),
    )
    .orderBy(notifications.id)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({
      status: 'sending',
      attempts: sql`${notifications.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(notifications.id, due))
    .returning();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One delivery pass: claim due rows, send each, and mark it sent (or schedule its retry with
 * exponential backoff, or mark it failed after `maxAttempts`). A row is marked sent right after
 * the server accepted it; the only window for a second copy is a crash between those two steps,
 * and the copy then carries the same Message-ID.
 */
export async function deliverDue(db: Db, mailer: Mailer, options: DeliveryOptions): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? NOTIFICATION_MAX_ATTEMPTS;
  const claimed = await claimDue(db, now(), options.batchSize ?? 20, options.leaseMs ?? DEFAULT_LEASE_MS);
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (const row of claimed) {
    const mine = and(eq(notifications.id, row.id), eq(notifications.status, 'sending'));
    try {
      if (!row.recipient) throw new Error('No recipient');
      const { text, html } = renderEmail(row.payload, options.origin);
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text,
        html,
        messageId: `<notification-${row.id}@${options.mailDomain ?? 'marsa.local'}>`,
      });
      await db
        .update(notifications)
        .set({ status: 'sent', sentAt: now(), lockedUntil: null, lastError: null })
        .where(mine);
      report.sent++;
    } catch (error) {
      const isLast = row.attempts >= maxAttempts || !row.recipient;
      await db
        .update(notifications)
        .set({
          status: isLast ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: errorText(error),
          nextAttemptAt: new Date(now().getTime() + retryDelay(row.attempts, options.retryBaseMs)),
        })
        .where(mine);
      if (isLast) report.failed++;
      else report.retrying++;
    }
  }
  return report;
}

export type NotificationWorker = {
  /** Runs one pass now (after any pass already running). */
  runOnce: () => Promise<DeliveryReport>;
  stop: () => Promise<void>;
};

/**
 * The delivery loop inside an API process (server.ts starts it when SMTP_URL is set): a pass every
 * `intervalMs`, never two at once in one process; other processes' workers are kept apart by the
 * row locks.
 */
export function startNotificationWorker(
  db: Db,
  mailer: Mailer,
  options: DeliveryOptions & {
    intervalMs?: number;
    onError?: (error: unknown) => void;
    /** Where a pass with failed sends is reported (never the SMTP URL or its credentials). */
    log?: (line: string) => void;
  },
): NotificationWorker {
  const log = options.log ?? ((line: string) => console.warn(line));
  let running: Promise<DeliveryReport> = Promise.resolve({ sent: 0, retrying: 0, failed: 0 });
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const runOnce = () => {
    running = running.then(
      () => deliverDue(db, mailer, options),
      () => deliverDue(db, mailer, options),
    );
    return running;
  };
  const tick = async () => {
    try {
      const report = await runOnce();
      if (report.retrying + report.failed > 0)
        log(
          `[notifications] sent ${report.sent}, will retry ${report.retrying}, failed ${report.failed}: see the admin outbox`,
        );
    } catch (error) {
      (options.onError ?? ((e) => console.error('[notifications] delivery pass failed:', errorText(e))))(
        error,
      );
    }
    if (!isStopped) timer = setTimeout(tick, options.intervalMs ?? 2_000);
  };
  timer = setTimeout(tick, 0);
  return {
    runOnce,
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      mailer.close();
    },
  };
}
