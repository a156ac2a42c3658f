import type { Concept, Lexicon } from './lexicon.ts';

/**
 * How the other ideas of a question change what one of its words means (lexicon.json `senses`
 * and `roles`): 'any tips' for the cabin steward is a gratuity, not advice; 'watch' our toddler is
 * babysitting, not the shops' watches; beside a gratuity, the steward, the cabin and the amount
 * only say whom and how much, so they weigh little.
 */

/**
 * A word (its lexicon keys, as written and as looked up) read as the group `means` when the idea
 * right after it is of one of `groups`, or the word right after it is one of `words`.
 */
export type Sense = {
  keys: ReadonlySet<string>;
  size: number;
  means: number;
  groups: ReadonlySet<number>;
  words: ReadonlySet<string>;
};

/** With an idea of one of `anchors` in the question, its ideas of `weakens` say little (whom, where, how much). */
export type Role = { anchors: ReadonlySet<number>; weakens: ReadonlySet<number> };

/** An idea as first read, with the index of the word it starts at. */
export type PlacedIdea = { concept: Concept; at: number };

/** A sense term found in the question: how many words it spans and the group it means there. */
export type SenseAt = { size: number; means: number };

/**
 * The sense terms of the question whose next idea or word gives them their other sense, by the
 * index of their first word: 'any tips' before 'the cabin steward' (a gratuity), 'watch' before
 * 'our toddler' (babysitting), 'اخوي' before 'ساكن' (my brother who lives…, not 'bro').
 */
export function sensesHeld(
  words: string[],
  forms: string[],
  plain: readonly PlacedIdea[],
  lex: Lexicon,
): Map<number, SenseAt> {
  const held = new Map<number, SenseAt>();
  for (let at = 0; at < words.length; at++) {
    for (const sense of lex.senses) {
      const written = words.slice(at, at + sense.size).join(' ');
      const stripped = forms.slice(at, at + sense.size).join(' ');
      if (!sense.keys.has(written) && !sense.keys.has(stripped)) continue;
      const after = at + sense.size;
      const next = plain.find((idea) => idea.at >= after)?.concept.group;
      const nextWords = [words[after], forms[after]].filter((word) => word !== undefined);
      if ((next !== undefined && sense.groups.has(next)) || nextWords.some((word) => sense.words.has(word)))
        held.set(at, { size: sense.size, means: sense.means });
    }
  }
  return held;
}

/** The ideas with those the question's anchors make minor (a role beside them) marked weak. */
export function withRoles(concepts: Concept[], lex: Lexicon): Concept[] {
  const groups = new Set(concepts.flatMap((concept) => (concept.group === undefined ? [] : [concept.group])));
  const weakened = new Set(
    lex.roles
      .filter((role) => [...role.anchors].some((anchor) => groups.has(anchor)))
      .flatMap((role) => [...role.weakens]),
  );
  if (weakened.size === 0) return concepts;
  return concepts.map((concept) =>
    concept.group !== undefined && weakened.has(concept.group) && !concept.weak
      ? { ...concept, weak: true }
      : concept,
  );
}

/** The youngest age of the ship's teen programmes; younger children are the kids club's. */
const TEEN_AGE = 13;
const ADULT_AGE = 18;

/**
 * A child's age decides the programme: 'my son is 15' asks about teens, 'my daughter is 6' about
 * kids. With an idea of age or of a child and a number under 18, the number is a weak idea (it
 * names no record) and the teen or kids idea is added.
 */
export function withAgeIdeas(concepts: Concept[], lex: Lexicon): Concept[] {
  const age = lex.phrases.get('age');
  const kids = lex.phrases.get('kid');
  // 'how old', 'عمره', or a child ('my son is 14', 'بنتي 6 سنين') with a number.
  if (
    !concepts.some(
      (concept) => concept.group !== undefined && (concept.group === age || concept.group === kids),
    )
  )
    return concepts;
  const years = concepts.find((concept) => /^\d+$/.test(concept.words) && Number(concept.words) < ADULT_AGE);
  if (!years) return concepts;
  const teen = Number(years.words) >= TEEN_AGE;
  const group = teen ? lex.phrases.get('teen') : kids;
  const result = concepts
    // 'My son' at 15 is a teenager, not a child of the kids club.
    .filter((concept) => !(teen && concept.group === kids))
    .map((concept) => (concept === years ? { ...concept, weak: true } : concept));
  if (group !== undefined && !result.some((concept) => concept.group === group))
    result.push({ words: years.words, terms: [...(lex.groups[group] ?? [])], weak: false, group });
  return result;
}
