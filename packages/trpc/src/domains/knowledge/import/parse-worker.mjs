// Parses one spreadsheet off the main thread. Plain JavaScript so it loads the same way under
// node, tsx and vitest. It only ever returns arrays of strings (never objects keyed by cell
// content), so nothing in a file can reach an object prototype.
import { parentPort, workerData } from 'node:worker_threads';
import Papa from 'papaparse';
import * as XLSX from 'xlsx';

// A Topic, B Question, C Answer, D Category, E–G the Arabic topic, question and answer.
const COLUMNS = 7;

/** A problem worth showing the admin as it is (parser internals are not). */
class FileProblem extends Error {}

function readCsv(bytes, maxRows) {
  // TextDecoder drops a UTF-8 byte-order mark, which Excel adds to the CSV files it saves.
  const text = new TextDecoder('utf-8').decode(bytes);
  const parsed = Papa.parse(text, { preview: maxRows + 1, skipEmptyLines: false });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) throw new FileProblem(`A quoted value is never closed (row ${(broken.row ?? 0) + 1})`);
  const rows = parsed.data.map((row) => row.slice(0, COLUMNS).map((cell) => String(cell ?? '')));
  return { rows, firstRow: 1, truncated: Boolean(parsed.meta.truncated) };
}

function readWorkbook(bytes, maxRows) {
  const workbook = XLSX.read(bytes, {
    type: 'array',
    dense: true,
    sheets: 0,
    sheetRows: maxRows + 1,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet?.['!ref']) return { rows: [], firstRow: 1, truncated: false };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  // With sheetRows, SheetJS keeps the sheet's real extent in !fullref.
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : range;
  // Columns A..G only, whatever the sheet claims its width is.
  const rows = XLSX.utils.sheet_to_json(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
    range: { s: { r: range.s.r, c: 0 }, e: { r: range.e.r, c: COLUMNS - 1 } },
  });
  return {
    rows: rows.map((row) => row.map((cell) => String(cell ?? ''))),
    firstRow: range.s.r + 1,
    truncated: full.e.r > range.e.r,
  };
}

const { kind, bytes, maxRows } = workerData;
try {
  const result = kind === 'csv' ? readCsv(bytes, maxRows) : readWorkbook(bytes, maxRows);
  parentPort.postMessage({ ok: true, ...result });
} catch (error) {
  parentPort.postMessage({ ok: false, reason: error instanceof FileProblem ? error.message : null });
}
