import { normalize } from './language.ts';
import { type Describable, NAMED, nameWordsIn, rankEntities } from './match.ts';

/**
 * The things a text names by words of their own, in the order it names them: 'the Hurghada bazaar
 * trip and the Soma Bay spa day' names two excursions; a thing named only by words a better match
 * already took ('Bay' of the Naama Bay cruise once Soma Bay is named) is not another thing.
 */
export function namedTogether<T>(text: string, items: readonly T[], describe: (item: T) => Describable): T[] {
  const t = normalize(text);
  const taken = new Set<string>();
  const picked: { item: T; at: number }[] = [];
  for (const { item } of rankEntities(text, items, describe).filter((entry) => entry.score >= NAMED)) {
    const own = [...nameWordsIn(text, describe(item))];
    if (own.length === 0 || own.every((word) => taken.has(word))) continue;
    for (const word of own) taken.add(word);
    picked.push({ item, at: Math.min(...own.map((word) => t.indexOf(word)).filter((index) => index >= 0)) });
  }
  return picked.sort((a, b) => a.at - b.at).map((entry) => entry.item);
}
