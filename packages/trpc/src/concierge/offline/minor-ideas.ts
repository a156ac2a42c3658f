import { conceptsOf, foldText, wordsOf } from '../../domains/search/lexicon.ts';

/** The lexicon groups of a text's ideas that carry weight (not weak), read in that text alone. */
const weightyGroups = (text: string) =>
  new Set(
    conceptsOf(wordsOf(foldText(text)))
      .filter((concept) => !concept.weak && concept.group !== undefined)
      .map((concept) => concept.group),
  );

/**
 * 'Any tips for the steward? How much do people usually leave?': `part` has ideas, and every one
 * of them is, read in the `whole` message, a minor one beside another (the amount and the leaving
 * of a gratuity): it asks about the rest of the message, not about a thing of its own.
 */
export function isMinorBeside(part: string | readonly string[], whole: string): boolean {
  const own = weightyIdeas(part);
  if (own.length === 0 || own.some((concept) => concept.group === undefined)) return false;
  const weighty = weightyGroups(whole);
  return weighty.size > 0 && own.every((concept) => !weighty.has(concept.group));
}

/** A part of a message with no weighty idea of its own ('كم نعطيه؟', how much do we give him?). */
export const hasNoIdea = (part: string) => weightyIdeas(part).length === 0;

const weightyIdeas = (text: string | readonly string[]) =>
  conceptsOf(typeof text === 'string' ? wordsOf(foldText(text)) : text.map(foldText)).filter(
    (concept) => !concept.weak,
  );
