import { isUtf8 } from 'node:buffer';

export type SpreadsheetKind = 'xlsx' | 'xls' | 'csv';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/**
 * What the bytes are, whatever the file is called: an .xlsx (a zip holding `xl/workbook.*`),
 * an .xls (an OLE2 compound file) or CSV (UTF-8 text without control characters); else null.
 */
export function detectSpreadsheet(bytes: Uint8Array): SpreadsheetKind | null {
  if (startsWith(bytes, ZIP))
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('xl/workbook.')
      ? 'xlsx'
      : null;
  if (startsWith(bytes, OLE2)) return 'xls';
  return isPlainText(bytes) ? 'csv' : null;
}

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || !isUtf8(bytes)) return false;
  for (const byte of bytes) {
    // Tab, line feed and carriage return are the only control characters a CSV has any use for.
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return true;
}

/**
 * The total unpacked size a zip declares in its central directory, or Infinity when the
 * directory is missing, damaged or ZIP64. Refusing a large total before unpacking stops a zip
 * bomb from ballooning memory outside the parser's heap limit.
 */
export function zipDeclaredSize(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  if (end < 0) return Number.POSITIVE_INFINITY;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== 0x02014b50) {
      return Number.POSITIVE_INFINITY;
    }
    const size = view.getUint32(offset + 24, true);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return total;
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) return offset;
  }
  return -1;
}
