import { IMPORT_MAX_BYTES } from '@marsa/trpc/schemas';

export type RejectedRow = { row: number; reason: string };

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

const ROW_LINE = /^Row (\d+): (.+)$/s;

/**
 * The rejected rows of a failed import. The server lists them as 'Row N: reason' under the
 * `excel` field error (it imports nothing when a row is bad, unless asked to keep the valid ones).
 */
export function rejectedRowsOf(error: unknown): RejectedRow[] {
  const data = (error as { data?: { fieldErrors?: Record<string, unknown> | null } } | null)?.data;
  const lines = data?.fieldErrors?.excel;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line) => {
    const match = typeof line === 'string' ? ROW_LINE.exec(line) : null;
    return match?.[1] && match[2] ? [{ row: Number(match[1]), reason: match[2] }] : [];
  });
}

/** The bytes of a base64 text (the template download). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
