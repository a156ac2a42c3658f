import { extractTime } from './extract-when.ts';
import { normalize } from './language.ts';

/**
 * The one rule for 'is this reply a time?' (issue 9): after the concierge offered times, '5:30',
 * 'the 5 o'clock', '5 is fine', 'الساعة ٥' pick one; a number inside an unrelated question ('what's
 * on the deck 5 map?', 'room 5012', 'is there room for 5 people?') does not.
 */

/** Words that make the number after them something other than a time: a deck, a room, a booking… */
const NOUN_BEFORE =
  /(?:deck|decks|level|floor|room|cabin|stateroom|suite|number|no\.?|#|table|booking|reservation|gate|ext\.?|extension|page|step|stop|port|day|طابق|الطابق|دور|الدور|سطح|السطح|غرفه|الغرفه|كابينه|جناح|رقم|حجز|الحجز|يوم|اليوم)\s*$/;

/** Words after the number that say what it counts or measures. */
const UNIT_AFTER =
  /^\s*(?:people|persons?|guests?|adults?|kids?|children|child|of us|pax|ppl|minutes?|mins?|hours?|hrs?|days?|nights?|dollars?|usd|sar|riyals?|%|percent|kg|km|m\b|years?|yrs?|st\b|nd\b|rd\b|th\b|x\b|×|items?|sandwich|coffee|tea|اشخاص|شخص|ضيوف|ضيف|افراد|اطفال|دقيقه|دقائق|ساعات|ايام|يوم|دولار|ريال|سنه|سنوات)/;

/** Words a short time reply may carry around its number ('ok 5 is fine then', 'خليها ٥ لو سمحت'). */
const REPLY_WORDS = new Set(
  (
    "ok okay yes yeah yep sure please pls then fine is it it's its to change can could that's thats that works work good great " +
    "perfect lovely sounds let lets let's do go with take i'll ill we'll i we the one at for make how what " +
    "about around o'clock oclock clock pm am please thanks thank you book and just me us slot " +
    "time instead rather would be best prefer like i'd id actually hmm oh no move moved push shift change it's " +
    ' الساعه ساعه على في تمام طيب ماشي اوكي نعم ايوه اي حلو مناسب مناسبه ممتاز خليها اجعلها لو سمحت من فضلك احجز ' +
    'بدلا بدل الموعد وقت افضل يناسبني يناسبنا زين خلها خله خليه خلي خلوها نخليها خلينا خلاص طب اوك يلا بس اذن ' +
    'تكون يكون خليني لا ممكن تخليها تخليه نخليه غيرها غيره حولها انقلها اخليها'
  ).split(/\s+/),
);

export type TimeReply = { hour: number; minutes?: number; explicit: boolean };

/**
 * The time a reply states: an explicit clock ('7:30', '7pm', 'at 7', 'الساعه 7') anywhere in it, or a
 * bare hour when the reply is only that number with words of acceptance around it ('10 is fine',
 * 'the 8 one', '٥ تمام'). Undefined for a number that names or counts something else.
 */
export function timeReplyIn(text: string): TimeReply | undefined {
  const t = normalize(text);
  const explicit = extractTime(t);
  if (explicit) {
    const [h = 0, m = 0] = explicit.time.split(':').map(Number);
    return { hour: h, minutes: m, explicit: true };
  }
  const numbers = [...t.matchAll(/(?<![\d:.#])(\d{1,2})(?::(\d{2}))?(?![\d:.])/g)];
  if (numbers.length !== 1) return undefined;
  const [match] = numbers;
  if (!match?.[1] || match.index === undefined) return undefined;
  const before = t.slice(0, match.index);
  const after = t.slice(match.index + match[0].length);
  if (NOUN_BEFORE.test(before) || UNIT_AFTER.test(after)) return undefined;
  // Only acceptance words around the number: the whole reply is the pick.
  const rest = `${before} ${after}`
    .replace(/[?؟!.,،;:"()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/^(و|ال)(?=\S{2,})/, ''));
  if (!rest.every((word) => REPLY_WORDS.has(word) || REPLY_WORDS.has(`ال${word}`))) return undefined;
  const hour = Number(match[1]);
  if (hour > 23) return undefined;
  return { hour, ...(match[2] ? { minutes: Number(match[2]) } : {}), explicit: false };
}

/** A bare number the guest replies with ('make it 8 instead', '3 then'); undefined for a number in a question. */
export function bareNumberReply(text: string): number | undefined {
  const reply = timeReplyIn(text);
  return reply && !reply.explicit && reply.minutes === undefined ? reply.hour : undefined;
}
