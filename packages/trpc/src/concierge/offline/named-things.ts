import { describeThing, type Thing } from './comparable.ts';
import { normalize } from './language.ts';
import { ALTERNATIVES, DESCRIBED, NAMED, nameWordsIn, rankEntities, topTied } from './match.ts';

/** A thing the guest's words point at: by its name, or only guessed from a kind word ('the pool'). */
export type Named = { thing: Thing; byName: boolean };

const words = (text: string) =>
  normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The things the text names, best first: each one that the text names by words of its own; one
 * named only by words another (better) match already took ('AlUla' of the balloon, once the AlUla
 * & Hegra trip is named) is not another thing. Equal matches go by the ship's search order.
 */
function byOwnWords(text: string, things: Thing[], searchRank: (thing: Thing) => number): Thing[] {
  const ranked = rankEntities(text, things, describeThing)
    .filter((entry) => entry.score >= NAMED)
    .sort(
      (a, b) =>
        b.score - a.score ||
        searchRank(a.item) - searchRank(b.item) ||
        b.item.name.length - a.item.name.length,
    );
  const t = normalize(text);
  const taken = new Set<string>();
  const picked: { thing: Thing; at: number }[] = [];
  for (const { item } of ranked) {
    const own = [...nameWordsIn(text, describeThing(item))];
    if (own.length > 0 && own.every((word) => taken.has(word))) continue;
    for (const word of own) taken.add(word);
    const at = Math.min(...own.map((word) => t.indexOf(word)).filter((index) => index >= 0));
    picked.push({ thing: item, at });
  }
  // In the order the guest named them.
  return picked.sort((a, b) => a.at - b.at).map((entry) => entry.thing);
}

/** One alternative's thing, when only a kind word points at it ('the massage', 'the gym'). */
function described(part: string, things: Thing[]): Thing | undefined {
  const tied = topTied(rankEntities(part, things, describeThing), DESCRIBED);
  if (tied.length === 1) return tied[0];
  const partWords = new Set(words(part).filter((word) => word.length >= 3));
  const byName = tied.filter((thing) => words(thing.name).some((word) => partWords.has(word)));
  return byName.length === 1 ? byName[0] : undefined;
}

/**
 * The things a comparison names ('which is cheaper, the hammam or the Soma Bay spa day?'): one or
 * more per alternative, else every thing the whole text names by words of its own.
 */
export function namedThings(text: string, things: Thing[], searchRank: (thing: Thing) => number): Named[] {
  const parts = normalize(text).split(ALTERNATIVES).filter(Boolean);
  const found: Named[] = [];
  const add = (thing: Thing, byName: boolean) => {
    if (!found.some((entry) => entry.thing === thing)) found.push({ thing, byName });
  };
  if (parts.length >= 2) {
    for (const part of parts) {
      const named = byOwnWords(part, things, searchRank);
      if (named.length) for (const thing of named) add(thing, true);
      else {
        const guessed = described(part, things);
        if (guessed) add(guessed, false);
      }
    }
    if (found.length >= 2) return found;
  }
  return byOwnWords(text, things, searchRank).map((thing) => ({ thing, byName: true }));
}
