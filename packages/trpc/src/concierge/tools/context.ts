import type { Db } from '@marsa/db';
import { codedIssue, type ErrorCode, type ErrorParams, errorText, formatDate, formatTime } from '@marsa/i18n';
import { errors as arabicErrors } from '@marsa/i18n/ar';
import { AppError } from '../../errors.ts';
import type { Failure } from './types.ts';

/**
 * What every tool factory gets: the database and the signed-in guest the tools act for; the stored
 * guest message being answered, when there is one (a confirmation only confirms what came before it).
 */
export type ToolContext = { db: Db; userId: number; now: Date; userMessageId?: number | undefined };

export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A rule's refusal in Arabic, from the error catalog: dates and times the Arabic way, lists with
 * the Arabic comma, and `names` (the venue's Arabic name) in place of the English ones.
 */
export function arabicError(code: ErrorCode, params: ErrorParams, names: ErrorParams = {}): string {
  return errorText(
    arabicErrors,
    code,
    { ...params, ...names },
    {
      separator: '، ',
      format: (key, value) =>
        key === 'date' && typeof value === 'string'
          ? formatDate(value, 'ar', 'medium')
          : (key === 'time' || key === 'alternatives') && typeof value === 'string'
            ? formatTime(value, 'ar')
            : String(value),
    },
  );
}

/** A schema's first issue as a refusal in both languages. */
export function issueFailure(issue: { message: string; params?: unknown } | undefined): Failure {
  if (!issue) return { ok: false, error: 'Invalid request', errorAr: 'الطلب غير صالح' };
  const coded = codedIssue(issue, arabicErrors);
  return {
    ok: false,
    error: issue.message,
    ...(coded.code === 'validation.invalid' ? {} : { errorAr: arabicError(coded.code, coded.params) }),
  };
}

/**
 * A rule the service refused (no spots, not found…) becomes a result the model can explain, in
 * English and Arabic (`names`: the Arabic names of what the rule names); anything else is thrown.
 */
export async function asResult<T>(run: () => Promise<T>, names: ErrorParams = {}): Promise<T | Failure> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError)
      return { ok: false, error: error.message, errorAr: arabicError(error.errorCode, error.params, names) };
    throw error;
  }
}
