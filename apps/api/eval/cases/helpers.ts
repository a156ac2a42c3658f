import type { Fact } from '../facts.ts';
import type { Lang } from '../guest-session.ts';
import type { Case, Category, Turn } from '../types.ts';

type Extra = Omit<Turn, 'say' | 'expect'>;

/** A one-turn case maker for a category and language: `q(id, question, facts, extra?)`. */
export function oneTurn(category: Category, lang: Lang) {
  return (id: string, say: string, expect: Fact[], extra: Extra = {}): Case => ({
    id: `${category}/${lang}/${id}`,
    category,
    lang,
    turns: [{ say, expect, ...extra }],
  });
}

/** A conversation of several turns, judged turn by turn. */
export function dialogue(
  category: Category,
  lang: Lang,
  id: string,
  turns: Turn[],
  setup?: Case['setup'],
): Case {
  return { id: `${category}/${lang}/${id}`, category, lang, turns, ...(setup ? { setup } : {}) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the UTC day `days` from now (the demo ship's day 0 is the day it is seeded). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A reply that shows what will happen and asks the guest to confirm it. */
export const asksToConfirm =
  /confirm|shall i|should i|would you like me to|do you want me to|is that (?:right|correct|ok)|go ahead|reply yes|say yes/;
/** The same in Arabic (matched on the normalised reply: no hamza on alef). */
export const asksToConfirmAr = /تاكيد|اكد|هل تريد|هل تود|هل ترغب|هل اؤكد|هل احجز|موافق/;
