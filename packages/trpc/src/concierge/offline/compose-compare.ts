import { kindOf, measuredValue, type Thing, type ThingRecord, type Value } from './comparable.ts';
import type { Aspect, Measure } from './compare-aspect.ts';
import { LABEL, SAME_AR, USUAL_WANT, verdictWords } from './compare-words.ts';
import { inVoice, joinList, priceBoth, say, staffOffer, term, type Voice } from './say.ts';

/**
 * The reply to a comparison of named things: each one's value and the verdict ('Traditional
 * Hammam Ritual is cheaper: $120.00 (SAR 450.00); Desert Rose Body Wrap: $140.00 (SAR 525.00).'),
 * ties said as ties, and a value a record lacks said as unknown, never guessed.
 */

const nameIn = (voice: Voice, thing: Thing) => inVoice(voice, thing.name, thing.nameAr);
const line = (voice: Voice, thing: Thing, value: Value) => `${nameIn(voice, thing)}: ${value.text}`;
const joinLines = (voice: Voice, lines: string[]) => lines.join(say(voice, '; ', '؛ '));

/** 'a difference of $200.00 (SAR 750.00)', '5 hours': how far apart two prices or lengths are. */
function gapOf(voice: Voice, measure: Measure, a: Value, b: Value, things: Thing[]): string | undefined {
  const gap = Math.abs(a.at - b.at);
  if (gap === 0) return undefined;
  if (measure === 'price') return priceBoth(voice, gap);
  if (measure !== 'duration') return undefined;
  const inHours = things.every((thing) => kindOf(thing) === 'excursion') && gap % 60 === 0;
  return inHours ? term(voice, `${gap / 60} hours`) : say(voice, `${gap} minutes`, `${gap} دقيقة`);
}

/** 'I don't have the rating of the Water Park or the VR Zone.' */
function unknownOf(voice: Voice, measure: Measure, things: Thing[]): string {
  const names = joinList(
    voice,
    things.map((thing) => nameIn(voice, thing)),
    'or',
  );
  return say(
    voice,
    `I don't have the ${LABEL[measure][0]} of ${names}.`,
    `لا تتوفر لدي معلومة ${LABEL[measure][1]} لـ${names}.`,
  );
}

/** The comparison on one aspect: each value, then the winner, a tie, or what is not known. */
export function composeComparison(voice: Voice, aspect: Aspect, things: Thing[], asksGap = false): string {
  const { measure } = aspect;
  const valued = things.flatMap((thing) => {
    const value = measuredValue(voice, thing, measure);
    return value ? [{ thing, value }] : [];
  });
  const missing = things.filter((thing) => !valued.some((entry) => entry.thing === thing));
  const unknown = missing.length ? unknownOf(voice, measure, missing) : '';
  if (valued.length === 0) return `${unknown} ${staffOffer(voice)}`;
  const lines = valued.map(({ thing, value }) => line(voice, thing, value));
  if (valued.length === 1) return [`${joinLines(voice, lines)}.`, unknown].filter(Boolean).join(' ');
  const want = aspect.want ?? USUAL_WANT[measure];
  const [first] = valued;
  const level = valued.every((entry) => entry.value.at === first?.value.at);
  let text: string;
  if (level && first) {
    const [label, labelAr] = LABEL[measure];
    const names = joinList(
      voice,
      valued.map(({ thing }) => nameIn(voice, thing)),
    );
    text = valued.every((entry) => entry.value.text === first.value.text)
      ? say(
          voice,
          `${names}: the same ${label}, ${first.value.text}.`,
          `${names}: ${labelAr} ${SAME_AR(measure)}، ${first.value.text}.`,
        )
      : say(
          voice,
          `The same ${label}: ${joinLines(voice, lines)}.`,
          `${labelAr} ${SAME_AR(measure)}: ${joinLines(voice, lines)}.`,
        );
  } else if (!want) {
    text = `${joinLines(voice, lines)}.`;
  } else {
    const sorted = [...valued].sort((a, b) =>
      want === 'low' ? a.value.at - b.value.at : b.value.at - a.value.at,
    );
    const [winner, ...rest] = sorted;
    if (!winner) return unknown;
    const tied = rest.filter((entry) => entry.value.at === winner.value.at);
    const heads = [winner, ...tied];
    const [en, ar] = verdictWords(measure, want, kindOf(winner.thing));
    const head = joinList(
      voice,
      heads.map(({ thing }) => nameIn(voice, thing)),
    );
    const gap =
      asksGap && valued.length === 2 && rest[0]
        ? gapOf(voice, measure, winner.value, rest[0].value, things)
        : undefined;
    // The winner's value first (a tied winner with its name), then each other's.
    const others = [
      heads.length === 1 ? winner.value.text : line(voice, winner.thing, winner.value),
      ...sorted.slice(1).map(({ thing, value }) => line(voice, thing, value)),
    ];
    text = `${head} ${say(voice, en, ar)}: ${joinLines(voice, others)}${gap ? say(voice, ` (a difference of ${gap})`, ` (بفارق ${gap})`) : ''}.`;
  }
  return [text, unknown].filter(Boolean).join(' ');
}

/** The facts that tell things of each kind apart, in the order a guest weighs them. */
const KEY_FACTS: Record<ThingRecord['kind'], Measure[]> = {
  restaurant: ['deck', 'hours', 'rating'],
  spa: ['duration', 'price', 'hours'],
  excursion: ['duration', 'difficulty', 'hours', 'price'],
  activity: ['deck', 'hours', 'age'],
  venue: ['deck', 'hours'],
};
/** The verdicts a side-by-side ends with, when every thing has the value. */
const SUMMED_UP: Aspect[] = [
  { measure: 'price', want: 'low' },
  { measure: 'duration', want: 'high' },
  { measure: 'difficulty', want: 'low' },
  { measure: 'rating', want: 'high' },
];

function factsOf(voice: Voice, thing: Thing): string {
  const first = thing.records[0];
  const lead =
    first?.kind === 'restaurant'
      ? [term(voice, first.item.cuisine)]
      : first?.kind === 'excursion' && first.item.portName
        ? [inVoice(voice, first.item.portName, first.item.portNameAr)]
        : [];
  const facts = KEY_FACTS[kindOf(thing)].flatMap((measure) => {
    const value = measuredValue(voice, thing, measure);
    if (!value) return [];
    return [measure === 'rating' ? say(voice, `rated ${value.text}`, `التقييم ${value.text}`) : value.text];
  });
  return [...lead, ...facts].join(say(voice, ', ', '، '));
}

/** 'What's the difference between A and B?': the key facts of each, side by side, and the verdicts. */
export function composeOverview(voice: Voice, things: Thing[]): string {
  const rows = things.map((thing) => `• ${nameIn(voice, thing)}: ${factsOf(voice, thing)}`);
  // Each winner once, with all it wins: 'Wadi Rum Jeep & Camel Adventure is cheaper and is easier'.
  const wins = new Map<Thing, string[]>();
  for (const { measure, want = 'low' } of SUMMED_UP) {
    const values = things.map((thing) => measuredValue(voice, thing, measure));
    if (values.some((value) => !value)) continue;
    const ats = values.map((value) => value?.at ?? 0);
    const top = want === 'low' ? Math.min(...ats) : Math.max(...ats);
    const winners = things.filter((_, index) => ats[index] === top);
    const [winner] = winners;
    if (winners.length !== 1 || !winner) continue;
    const [en, ar] = verdictWords(measure, want, kindOf(winner));
    wins.set(winner, [...(wins.get(winner) ?? []), say(voice, en, ar)]);
  }
  const verdicts = [...wins].map(
    ([winner, phrases]) => `${nameIn(voice, winner)} ${joinList(voice, phrases)}`,
  );
  const summary = verdicts.length
    ? [say(voice, `In short: ${verdicts.join('; ')}.`, `باختصار: ${verdicts.join('؛ ')}.`)]
    : [];
  return [say(voice, 'Side by side:', 'المقارنة:'), ...rows, ...summary].join('\n');
}
