import type { ErrorParams } from '@marsa/i18n';
import { IMPORT_MAX_BYTES } from '@marsa/trpc/schemas';
import { detailsOf } from '../../lib/server-errors.ts';

/** A row the server refused, by its code (translated when shown); `reason` is the server's English, when sent. */
export type RejectedRow = {
  row: number;
  column: string | null;
  code: string;
  params: ErrorParams;
  /** Every problem of the row (the first one is the row's own code and params). */
  problems?: { code: string; params: ErrorParams }[];
  reason?: string;
};

/** Why a chosen file cannot be imported, as a key of the namespace's validation texts. */
export type FileProblem = 'invalidType' | 'tooLarge';

const EXCEL_NAME = /\.(xlsx|xls)$/i;

/** §5: only .xlsx or .xls files. */
export const isExcelFile = (file: { name: string }): boolean => EXCEL_NAME.test(file.name.trim());

/**
 * §5: the type is checked for every file; the 10MB limit only when the file was picked in the
 * file dialog, not when dropped (the server still refuses an oversized drop).
 */
export function fileProblem(
  file: { name: string; size: number },
  source: 'pick' | 'drop',
): FileProblem | null {
  if (!isExcelFile(file)) return 'invalidType';
  if (source === 'pick' && file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * The rejected rows of a failed import: the server sends them as data in the error's params
 * (`rejected: [{ row, column, code, params }]`; it imports nothing when a row is bad, unless asked
 * to keep the valid ones).
 */
export function refusedRowsOf(error: unknown): RejectedRow[] {
  return detailsOf(error, 'rejected').flatMap((detail) =>
    typeof detail.row === 'number' && typeof detail.code === 'string'
      ? [
          {
            row: detail.row,
            column: typeof detail.column === 'string' ? detail.column : null,
            code: detail.code,
            params: (detail.params ?? {}) as ErrorParams,
            ...(Array.isArray(detail.problems)
              ? { problems: detail.problems as RejectedRow['problems'] }
              : {}),
            ...(typeof detail.reason === 'string' ? { reason: detail.reason } : {}),
          },
        ]
      : [],
  );
}

/** The bytes of a base64 text (the template download). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
