import { z } from 'zod';
import { optionalText, requiredText } from '../../../shared/fields.ts';

export const INVALID_SPREADSHEET = 'Please select a valid Excel file (.xlsx or .xls)';
export const FILE_TOO_LARGE = 'File size must be less than 10MB';
export const NO_FILE = 'Please select a file to import';
export const TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
/** Row 1 of the import template: columns A–G, in the order the import reads them. */
export const IMPORT_TEMPLATE_COLUMNS = [
  'Topic',
  'Question',
  'Answer',
  'Category',
  'Topic (Arabic)',
  'Question (Arabic)',
  'Answer (Arabic)',
];

/**
 * One spreadsheet row (columns A Topic, B Question, C Answer, D Category and the optional
 * E 'Topic (Arabic)', F 'Question (Arabic)', G 'Answer (Arabic)'), checked one by one; the
 * messages become the row's rejection reason.
 */
export const knowledgeTopicRowSchema = z.object({
  topic: requiredText('import.topic_required', 200),
  question: requiredText('import.question_required', 1000),
  answer: requiredText('import.answer_required', 10_000),
  category: optionalText(100),
  topicAr: optionalText(200),
  questionAr: optionalText(1000),
  answerAr: optionalText(10_000),
});

/**
 * §7 POST /api/admin/knowledge-topics/import: multipart with the file in `excel` and, optionally,
 * `importValidRows=true` to import the good rows of a file that also has bad ones.
 */
export const knowledgeImportInputSchema = z
  .instanceof(FormData, { error: 'Send the file as multipart/form-data' })
  .transform((form) => ({ excel: form.get('excel'), importValidRows: form.get('importValidRows') ?? '' }))
  .pipe(
    z.object({
      excel: z.instanceof(File, { error: NO_FILE }),
      importValidRows: z
        .enum(['true', 'false', '1', '0', 'on', ''], { error: 'importValidRows must be true or false' })
        .transform((value) => value === 'true' || value === '1' || value === 'on'),
    }),
  );

/** GET /api/admin/knowledge-topics/download-test[?format=xlsx]: the CSV template, or an .xlsx one. */
export const knowledgeTemplateInputSchema = z
  .object({
    format: z
      .string()
      .default('csv')
      .pipe(z.enum(TEMPLATE_FORMATS, { error: 'Format must be csv or xlsx' })),
  })
  .optional();

export type KnowledgeTopicRow = z.output<typeof knowledgeTopicRowSchema>;
export type KnowledgeImportInput = z.output<typeof knowledgeImportInputSchema>;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];
