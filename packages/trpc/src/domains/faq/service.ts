import { and, asc, type Db, eq, ilike, knowledgeTopics, or, sql, type Tx } from '@marsa/db';
import type { Language } from '@marsa/db/constants';

export type FaqEntry = { id: number; topic: string; question: string; answer: string };
export type FaqCategory = { category: string; topics: FaqEntry[] };

/** The group of topics imported without a category. */
export const UNCATEGORISED: Record<Language, string> = { en: 'General', ar: 'عام' };

/** `%` and `_` in the guest's text are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Any signed-in caller (the /faq screen): knowledge topics in `lang`, optionally matching `search`
 * (case-insensitive, over topic, question and answer), grouped by category in name order.
 */
export async function listFaq(db: Db | Tx, lang: Language, search?: string): Promise<FaqCategory[]> {
  const needle = search?.trim();
  const pattern = needle ? `%${escapeLike(needle)}%` : undefined;
  const rows = await db
    .select({
      id: knowledgeTopics.id,
      topic: knowledgeTopics.topic,
      question: knowledgeTopics.question,
      answer: knowledgeTopics.answer,
      category: knowledgeTopics.category,
    })
    .from(knowledgeTopics)
    .where(
      and(
        eq(knowledgeTopics.lang, lang),
        pattern
          ? or(
              ilike(knowledgeTopics.topic, pattern),
              ilike(knowledgeTopics.question, pattern),
              ilike(knowledgeTopics.answer, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(
      sql`${knowledgeTopics.category} asc nulls last`,
      asc(knowledgeTopics.topic),
      asc(knowledgeTopics.id),
    );
  const groups = new Map<string, FaqEntry[]>();
  for (const { category, ...entry } of rows) {
    const name = category?.trim() || UNCATEGORISED[lang];
    groups.set(name, [...(groups.get(name) ?? []), entry]);
  }
  return [...groups].map(([category, entries]) => ({ category, topics: entries }));
}
