import Papa from 'papaparse';
import { IMPORT_TEMPLATE_COLUMNS, type TemplateFormat } from './schema.ts';

/** A file for download; the REST table sends it as the body with these headers. */
export type DownloadFile = { filename: string; contentType: string; base64: string };

const EXAMPLES = [
  [
    'Dining',
    'What time does La Tavola open?',
    'La Tavola serves dinner from 18:00 to 22:30, Deck 5.',
    'Restaurants',
    'المطاعم',
    'متى يفتح مطعم لا تافولا؟',
    'يقدّم مطعم لا تافولا العشاء من الساعة 18:00 حتى 22:30 على السطح 5.',
  ],
  [
    'Spa',
    'Do I need to book a massage?',
    'Yes, please book at least a day ahead, through the concierge or at the spa.',
    'Spa',
    'السبا',
    'هل أحتاج إلى حجز موعد للتدليك؟',
    'نعم، يُرجى الحجز قبل يوم على الأقل عبر الكونسيرج أو في السبا.',
  ],
  [
    'Wi-Fi',
    'How do I connect to Wi-Fi?',
    'Join "Marsa-Guest", then sign in with your suite number and surname.',
    '',
    '',
    '',
    '',
  ],
  [
    'الطعام',
    'متى يفتح مطعم ليالينا؟',
    'يفتح مطعم ليالينا من الساعة 19:00 حتى 23:00 على السطح 6.',
    'المطاعم',
    '',
    '',
    '',
  ],
];

/**
 * Admins: the import template, as CSV (with a byte-order mark so Excel reads the Arabic example
 * as UTF-8) or as an .xlsx workbook.
 */
export async function knowledgeTemplate(format: TemplateFormat = 'csv'): Promise<DownloadFile> {
  if (format === 'csv') {
    const text = `\ufeff${Papa.unparse([IMPORT_TEMPLATE_COLUMNS, ...EXAMPLES], { newline: '\r\n' })}\r\n`;
    return {
      filename: 'knowledge-topics-template.csv',
      contentType: 'text/csv; charset=utf-8',
      base64: Buffer.from(text, 'utf8').toString('base64'),
    };
  }
  // Loaded on demand: SheetJS is large and only this download needs it on the main thread.
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([IMPORT_TEMPLATE_COLUMNS, ...EXAMPLES]);
  sheet['!cols'] = [16, 40, 60, 16, 16, 40, 60].map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Knowledge topics');
  const bytes: Buffer = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' });
  return {
    filename: 'knowledge-topics-template.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    base64: bytes.toString('base64'),
  };
}
