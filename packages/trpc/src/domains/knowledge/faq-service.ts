import { and, asc, type Db, eq, ilike, knowledgeTopics, or, sql, type Tx } from '@marsa/db';
import type { Language } from '@marsa/db/constants';

export type FaqEntry = { id: number; topic: string; question: string; answer: string };
export type FaqCategory = { category: string; topics: FaqEntry[] };

/** The group of topics imported without a category. */
export const UNCATEGORISED: Record<Language, string> = { en: 'General', ar: 'عام' };

/** `%` and `_` in the guest's text are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const { topic, question, answer, topicAr, questionAr, answerAr } = knowledgeTopics;

/**
 * A topic's text in `lang`: in Arabic its Arabic columns where it has them, else its main ones
 * (written in Arabic for a topic imported in Arabic, in English otherwise).
 */
const columnsIn = (lang: Language) =>
  lang === 'ar'
    ? {
        topic: sql<string>`coalesce(${topicAr}, ${topic})`,
        question: sql<string>`coalesce(${questionAr}, ${question})`,
        answer: sql<string>`coalesce(${answerAr}, ${answer})`,
      }
    : { topic, question, answer };

/**
 * Any signed-in caller (the /faq screen): the knowledge topics in `lang`, optionally matching
 * `search` (case-insensitive, over topic, question and answer as shown), grouped by category in
 * name order. English shows the English topics; Arabic shows every topic, in Arabic where it has
 * Arabic text and in English where it does not.
 */
export async function listFaq(db: Db | Tx, lang: Language, search?: string): Promise<FaqCategory[]> {
  const needle = search?.trim();
  const pattern = needle ? `%${escapeLike(needle)}%` : undefined;
  const shown = columnsIn(lang);
  const rows = await db
    .select({ id: knowledgeTopics.id, ...shown, category: knowledgeTopics.category })
    .from(knowledgeTopics)
    .where(
      and(
        lang === 'en' ? eq(knowledgeTopics.lang, 'en') : undefined,
        pattern
          ? or(ilike(shown.topic, pattern), ilike(shown.question, pattern), ilike(shown.answer, pattern))
          : undefined,
      ),
    )
    .orderBy(sql`${knowledgeTopics.category} asc nulls last`, asc(shown.topic), asc(knowledgeTopics.id));
  const groups = new Map<string, FaqEntry[]>();
  for (const { category, ...entry } of rows) {
    const name = category?.trim() || UNCATEGORISED[lang];
    groups.set(name, [...(groups.get(name) ?? []), entry]);
  }
  return [...groups].map(([category, entries]) => ({ category, topics: entries }));
}
