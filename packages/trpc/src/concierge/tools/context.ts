import type { Db } from '@marsa/db';
import { AppError } from '../../errors.ts';
import type { Failure } from './types.ts';

/**
 * What every tool factory gets: the database and the signed-in guest the tools act for; the stored
 * guest message being answered, when there is one (a confirmation only confirms what came before it).
 */
export type ToolContext = { db: Db; userId: number; now: Date; userMessageId?: number | undefined };

export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** A rule the service refused (no spots, not found…) becomes a result the model can explain; anything else is thrown. */
export async function asResult<T>(run: () => Promise<T>): Promise<T | Failure> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.message };
    throw error;
  }
}
