import { customType, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { SourceKind } from '../constants.ts';
import { id } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per thing the ship knows (a knowledge topic, a staff correction, a restaurant, spa
 * service, activity, deck venue, port, shore excursion or active promotion), kept by SQL triggers
 * on those tables (migration 0005_search). Only the search domain reads it. The vectors and `norm`
 * are written by the triggers from `search_normalize()` (Arabic alef/yaa/ta marbuta forms,
 * diacritics and tatweel, Arabic-Indic digits, accents, case).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: id(),
    kind: text().$type<SourceKind>().notNull(),
    refId: integer().notNull(),
    title: text().notNull(),
    titleAr: text(),
    /** Words that describe the record besides its name: category, cuisine, deck, hours, topic. */
    keywords: text().notNull().default(''),
    body: text().notNull().default(''),
    bodyAr: text(),
    docEn: tsvector().notNull(),
    docAr: tsvector().notNull(),
    docSimple: tsvector().notNull(),
    /** The normalised title (both languages), for trigram similarity of names. */
    norm: text().notNull(),
    sourceUpdatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('search_documents_ref').on(t.kind, t.refId),
    index('search_documents_en').using('gin', t.docEn),
    index('search_documents_ar').using('gin', t.docAr),
    index('search_documents_simple').using('gin', t.docSimple),
    index('search_documents_norm').using('gin', t.norm.op('gin_trgm_ops')),
  ],
);

export type SearchDocumentRow = typeof searchDocuments.$inferSelect;
