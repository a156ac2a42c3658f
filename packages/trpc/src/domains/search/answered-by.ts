import type { Concept } from './lexicon.ts';

/**
 * Ideas a record answers with another idea's words (lexicon.json `answeredBy`): a question about
 * the price ('is the bottled water in the cabin paid?', 'قناني الماي نحاسب عليها؟') is answered by
 * a record that says it is free or included, so the price idea also finds 'complimentary'. One way
 * only: a question about what is free is not answered by any price.
 */
export type AnsweredBy = ReadonlyMap<number, readonly number[]>;

/** The ideas with the words of the groups that answer them added to their own. */
export function withAnswerTerms(
  concepts: Concept[],
  answeredBy: AnsweredBy,
  groups: readonly (readonly string[])[],
): Concept[] {
  if (answeredBy.size === 0) return concepts;
  return concepts.map((concept) => {
    const others = concept.group === undefined ? undefined : answeredBy.get(concept.group);
    if (!others?.length) return concept;
    const extra = others
      .flatMap((group) => groups[group] ?? [])
      .filter((term) => !concept.terms.includes(term));
    return extra.length ? { ...concept, terms: [...concept.terms, ...extra] } : concept;
  });
}
