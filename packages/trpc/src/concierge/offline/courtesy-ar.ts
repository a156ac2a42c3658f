/**
 * Arabic guests wrap a question in greetings, blessings and thanks ('السلام عليكم، الله يعافيك متى
 * يسكر خزامى؟ جزاك الله خير') and mark the verb with their dialect's future or progressive prefix
 * ('هيمشي', 'حيتحرك', 'بيقفل', 'عم تطلع'). Neither changes what is asked: both are made plain
 * before anything reads the question. Only whole courtesy phrases are dropped, and only prefixes on
 * the verbs of opening, closing, leaving, arriving and being somewhere are undone, so no other word
 * can lose a letter.
 */

const A = '[اأإآ]';
const H = '[هة]';
/** Greetings, blessings, please and thanks, in the common dialects and MSA (hamza and taa marbuta free). */
const COURTESY = [
  `(?:ال)?سلام عليكم(?: ورحم${H} الله(?: وبركات${H})?)?`,
  `وعليكم ${A}لسلام`,
  `(?:يا )?(?:مرحبا|مرحبتين|هلا(?: والله)?|${A}هلا(?: وسهلا)?|هاي)`,
  `(?:صباح|مساء|مسا) (?:${A}لخير|${A}لنور)`,
  `(?:${A}لله )?(?:يعافيك|يعافيكم|يسعدك|يسعدكم|يخليك|يخليكم|يحفظك|يحفظكم|يوفقك|يوفقكم|يسلمك|يجزاك خير|يجزيك خير|يعطيك ${A}لعافي${H}|يعطيكم ${A}لعافي${H})`,
  `جزاك(?:م)? ${A}لله (?:كل )?خير(?:${A}|ا)?`,
  `بارك ${A}لله فيك(?:م)?`,
  `لو (?:تكرمت|تكرمتي|سمحت|سمحتي|سمحتو|سمحتم)`,
  `من فضلك(?:م)?`,
  `بعد ${A}ذنك(?:م)?`,
  `(?:شكر${A}|شكرا)(?: (?:مقدم${A}|جزيل${A}|لك|لكم))?`,
  `(?:تسلم|تسلمي|تسلمون)(?: (?:${A}يدك|ايدك))?`,
  `(?:مشكور|مشكورين|ممنون|ممنونك)`,
  `يا (?:باشا|غالي|طيب|${A}خي|${A}ستاذ|حبيبي|عسل)`,
  'حضرتك',
];
const COURTESY_PHRASE = new RegExp(
  `(?<![\\p{L}])(?:و\\s*)?(?:${COURTESY.join('|')})(?![\\p{L}])[\\s,،.!؟?]*`,
  'gu',
);

/** Drops the courtesy around and inside a question; a message that is only courtesy stays as it was. */
export function stripCourtesyAr(text: string): string {
  const stripped = text
    .replace(COURTESY_PHRASE, ' ')
    .replace(/\s+([,،.!؟?])/g, '$1')
    .replace(/^[\s,،.!]+|[\s,،]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return stripped.split(' ').filter((word) => /\p{L}/u.test(word)).length >= 2 ? stripped : text;
}

/** Verbs of opening, closing, leaving, arriving, returning and being somewhere, without a person prefix. */
const STEMS =
  'فتح قفل سكر غلق شتغل بدا بدأ خلص مشي تحرك طلع وصل قوم رجع غادر بحر رسي ضل ظل كون بات نزل'.split(' ');
const PERSON = '[يتن]';
/** 'هيمشي', 'حيتحرك', 'بيطلع', 'هنوصل', 'بتقفل', 'ح تطلع': the future or progressive mark is dropped. */
const PREFIXED = new RegExp(
  `(?<![\\p{L}])(و?)(?:ه|ح|ب|رح |راح |ح |عم |عمال |عماله )(${PERSON}(?:${STEMS.join('|')})[\\p{L}]{0,3})(?![\\p{L}])`,
  'gu',
);

export function plainDialectVerbsAr(text: string): string {
  return text.replace(PREFIXED, '$1$2');
}
