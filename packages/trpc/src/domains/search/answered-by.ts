import type { Concept } from './lexicon.ts';

/**
 * Ideas a record answers with another idea's words (lexicon.json `answeredBy`): a question about
 * the price ('is the bottled water in the cabin paid?', 'قناني الماي نحاسب عليها؟') is answered by
 * a record that says it is free or included, so the price idea also finds 'complimentary' — when
 * the guest's words ask whether it is paid, not how much ('how much does the doctor cost?' is not
 * answered by free seasickness tablets). One way only: what is free is not answered by a price.
 */
export type AnsweredBy = ReadonlyMap<number, { by: readonly number[]; when: ReadonlySet<string> }>;

/** The ideas with the words of the groups that answer them added to their own. */
export function withAnswerTerms(
  concepts: Concept[],
  answeredBy: AnsweredBy,
  groups: readonly (readonly string[])[],
): Concept[] {
  if (answeredBy.size === 0) return concepts;
  return concepts.map((concept) => {
    const rule = concept.group === undefined ? undefined : answeredBy.get(concept.group);
    // Only the guest's own words of paying ('is it paid?'), not of an amount ('how much is it?').
    if (!rule?.when.has(concept.words)) return concept;
    const extra = rule.by
      .flatMap((group) => groups[group] ?? [])
      .filter((term) => !concept.terms.includes(term));
    return extra.length ? { ...concept, terms: [...concept.terms, ...extra] } : concept;
  });
}
