import { extractPartySize, NOT_A_TIME, NUMBER_WORD, toNumber } from './extract.ts';

/**
 * A change of party size said to a pending proposal (issue 9): the count attached to the change
 * verb ('make it 5', 'change it to 6', 'for three instead', 'خليها خمسة', 'صاروا ستة') wins over
 * incidental counts in the same reply ('one of us is vegetarian', 'one more thing', 'واحد منا');
 * a reply that carries several counts and no change verb is 'conflicting' (ask, never guess).
 * Text is already normalised.
 */
export type PartyChange =
  | { kind: 'size'; size: number; bare: boolean }
  | { kind: 'conflicting' }
  | { kind: 'none' };

const NUM = `(\\d{1,2}|${NUMBER_WORD})`;
/** Not an hour said with its part of the day ('خلها ٩ بالليل', 'خليها ١٢ الظهر'). */
const NOT_AN_HOUR_AR = String.raw`(?!\s*(?:الساعه|بالليل|الليل|ليلا|بليل|الظهر|ظهرا|العصر|عصرا|الصبح|الصباح|صباحا|بالصباح|المسا|المساء|مساء|مسا|بالمسا|الفجر|فجرا|المغرب)(?:\s|$|[?؟.,!،]))`;
const PEOPLE =
  '(?:people|persons?|guests?|adults|pax|ppl|diners|of us|kids|children|اشخاص|شخص|افراد|ضيوف|ضيف|بالغين)';

/** The count right after a change verb ('make it five', 'خلها لثلاثه'). */
const ANCHORS: RegExp[] = [
  new RegExp(
    `(?:^|[^a-z])(?:make it|make that|change (?:it |that |the (?:party|number|booking|table|reservation) )?to|changed to|switch (?:it )?to|bump it (?:up )?to|up it to|increase it to|reduce it to|lower it to|we(?:'re| are| will be|'ll be) now|now we(?:'re| are)|(?:it's|it is) now|for|so)\\s+${NUM}(?![a-z0-9])${NOT_A_TIME}`,
  ),
  // Not the minutes of a clock time ('make it 8:30 instead' is a time, not 30 guests).
  new RegExp(`(?:^|[^a-z0-9:.])${NUM}\\s+(?:${PEOPLE}\\s+)?instead(?![a-z])`),
  new RegExp(
    `(?:^|\\s)(?:خلها|خليها|خله|خليه|خلي|خلوها|نخليها|اجعلها|اجعله|غيرها|غيره|غيرو|عدلها|عدله)\\s*(?:ل|الي|الى)?\\s*ـ?\\s*${NUM}(?=\\s|$|[?؟.,!،])${NOT_A_TIME}${NOT_AN_HOUR_AR}`,
  ),
  new RegExp(
    `(?:^|\\s)(?:صارو|صاروا|صار|صرنا|صارت|بنصير|بنكون|راح نصير|رح نصير|حنكون|هنكون|بقينا|بقو|بقوا|اصبحنا|اصبحوا)\\s*(?:ال)?${NUM}(?=\\s|$|[?؟.,!،])`,
  ),
];

/** Counts that are not the party: 'one of us is…', 'two of the kids…', 'one more thing', 'واحد منا'. */
const INCIDENTAL: RegExp[] = [
  // ...said of some of the party ('one of us is…', 'one of them cancelled'), not '5 of us actually'.
  new RegExp(
    `(?<![a-z])(?<!(?:the|for|are|were|be|all|just|only) )${NUM} of (?:us|them|you|the [a-z]+|our [a-z]+|my [a-z]+)(?:'s|'re|\\s+(?:is|are|was|were|has|have|had|will|won't|would|can|can't|cannot|could|may|might|must|should|needs?|wants?|eats?|don't|doesn't|isn't|aren't|prefers?|likes?|got|gets|also|just|cancel\\w*|left|stay\\w*|join\\w*|com\\w*))(?![a-z])`,
    'g',
  ),
  /(?<![a-z])one (?:more|last|other|quick) (?:thing|question|request|favou?r|note|detail)(?![a-z])|(?<![a-z])one (?:sec|second|moment|minute)(?![a-z])/g,
  new RegExp(
    `(?:^|\\s)و?(?:واحد|واحده|وحده|${NUMBER_WORD}|\\d{1,2})\\s+(?:منا|منهم|منكم|فينا|فيهم|من\\s+\\S+)`,
    'g',
  ),
];

/** The reply with incidental counts cut out, and how many there were. */
export function withoutIncidentalCounts(t: string): { text: string; incidental: number } {
  let text = t;
  let incidental = 0;
  for (const pattern of INCIDENTAL) {
    text = text.replace(pattern, () => {
      incidental += 1;
      return ' ';
    });
  }
  return { text: text.replace(/\s+/g, ' ').trim(), incidental };
}

const MORE_PEOPLE = '(?:persons?|people|guests?|adults?|kids?|children|child|of us|friends?)';
/** Guests added to the party ('one more person is joining', 'add 2 more people', 'plus one', 'another guest'). */
const ADDED: RegExp[] = [
  new RegExp(`(?:^|[^a-z])${NUM} more ${MORE_PEOPLE}(?![a-z])`),
  new RegExp(
    `(?:^|[^a-z])(?:add|adding|plus)\\s+(?:another\\s+|an? extra\\s+)?${NUM}(?:\\s+(?:extra\\s+)?${MORE_PEOPLE})?(?![a-z0-9:])`,
  ),
  /(?:^|[^a-z])(?:another|an extra|one extra) (?:person|guest|adult|kid|child|friend)(?![a-z])/,
  new RegExp(`(?:^|[^a-z])${NUM} more (?:is|are|will be) (?:joining|coming)(?![a-z])`),
];

/** How many guests the reply adds to the party, or undefined. Text is already normalised. */
export function addedGuests(t: string): number | undefined {
  for (const pattern of ADDED) {
    const match = pattern.exec(t);
    if (!match) continue;
    const n = match[1] ? toNumber(match[1]) : 1;
    if (n && n >= 1 && n <= 20) return n;
  }
  return undefined;
}

/** Whether the reply speaks of people (so a bare count after 'make it' is the party, not an hour). */
const MENTIONS_PEOPLE = new RegExp(
  `${PEOPLE}|of (?:us|them)|one of|joining|join us|coming|منا|منهم|فينا|العيال|الاطفال|الضيوف|نباتي|vegetarian|kids?`,
);

export function partyChangeOf(t: string): PartyChange {
  for (const anchor of ANCHORS) {
    const match = anchor.exec(t);
    const size = match?.[1] ? toNumber(match[1]) : undefined;
    if (size && size >= 1 && size <= 99) {
      const after = t.slice((match?.index ?? 0) + (match?.[0].length ?? 0));
      const saysPeople =
        new RegExp(`^\\s*${PEOPLE}`).test(after) ||
        /party|number|guests/.test(match?.[0] ?? '') ||
        /صار|صرنا|بنصير|بنكون|بقينا|اصبح|(?:^|[^a-z])for /.test(match?.[0] ?? '');
      // Only a bare digit may be an hour ('make it 8'): a count in words or after ل is the party.
      const digit = /^\d+$/.test(match?.[1] ?? '') && !/ل\s*ـ?\s*\d+$/.test(match?.[0] ?? '');
      return { kind: 'size', size, bare: digit && !saysPeople && !MENTIONS_PEOPLE.test(t) };
    }
  }
  const { text, incidental } = withoutIncidentalCounts(t);
  const rest = incidental > 0 ? extractPartySize(text) : extractPartySize(t);
  if (incidental >= 2 && rest === undefined) return { kind: 'conflicting' };
  if (rest !== undefined) return { kind: 'size', size: rest, bare: false };
  return { kind: 'none' };
}
