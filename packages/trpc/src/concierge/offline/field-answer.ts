import { formatDate } from '@marsa/i18n';
import type {
  ActivityInfo,
  ExcursionInfo,
  OfferingsPlace,
  PortInfo,
  PromotionInfo,
  RestaurantInfo,
  SpaServiceInfo,
  ToolResults,
  VenueInfo,
} from '../tools/types.ts';
import { normalize, phrases } from './language.ts';
import { asksPartyPrice, partyBasis, priceBasis } from './party-price.ts';
import { clock, clocksIn, inVoice, place, priceBoth, say, term, usd, type Voice } from './say.ts';

/**
 * A follow-up about one field of the thing just shown ('and what time does it close?', 'بكم؟',
 * 'which deck is it on?') is answered with that field, in one sentence naming the thing, not the
 * whole card again (issue 9). The record's own values, verbatim.
 */
export type Field =
  | 'price'
  | 'closes'
  | 'opens'
  | 'hours'
  | 'deck'
  | 'duration'
  | 'age'
  | 'departs'
  | 'arrives'
  | 'valid'
  | 'covers'
  | 'phone'
  | 'walking'
  | 'difficulty';

const FIELDS: [Field, (t: string) => boolean][] = [
  ['covers', phrases([/how many (people|guests|persons|of us)|for how many|كم شخص|لكم شخص|كم فرد/])],
  [
    'valid',
    phrases([
      /(^|[^a-z])(valid|until what time|till what time|till when|until when)([^a-z]|$)|صالح|لين متي|حتي متي|متي ينتهي/,
    ]),
  ],
  // 'what's the extension?', 'ورقمه؟', 'لو حاجة طارئة أكلم كام؟' (which number do I call); a bare
  // 'رقم' is a booking's number ('إلغاء الحجز رقم 4'), never this field.
  [
    'phone',
    phrases([
      /(^|[^a-z])(phone number|number to call|extension|ext|dial|call them|ring)([^a-z]|$)|(^|\s)(و)?(رقمه|رقمها|رقمهم|تلفونه|تلفونها|هاتفه|هاتفها)(\s|$|[?؟])|رقم (التلفون|الهاتف|التواصل|الاتصال|الطوارئ)|(^|\s)(اكلم|نكلم|اتصل|نتصل|اكلمهم|اتصل بهم) (كام|كم|على كم|علي كم|اي رقم|رقم)/,
    ]),
  ],
  // 'how much walking is involved?' asks the walking, not the price.
  [
    'price',
    phrases([
      /(^|[^a-z])(how much(?! (?:walking|walk|hiking|climbing|time)(?:[^a-z]|$))|price|cost|costs|fee)([^a-z]|$)|بكم|سعر|السعر|يكلف|تكلف|تكلفه/,
    ]),
  ],
  // 'how much walking is involved?', 'is it a lot of walking?', 'كم المشي فيها؟': what the record says of it.
  [
    'walking',
    phrases([
      /(^|[^a-z])(walking|walk|hike|hiking|on foot|climb|climbing|stairs)([^a-z]|$)|(^|\s)[وف]?(ال)?(مشي|نمشي|يمشي|تمشي|مشيه|المشوار|سيرا|الدرج|درج)(\s|$|[?؟])/,
    ]),
  ],
  // 'how physically demanding is it?', 'هي صعبة ولا سهلة؟', 'ومستوى الصعوبة؟': an excursion's level.
  [
    'difficulty',
    phrases([
      /(^|[^a-z])(difficulty|difficult|demanding|strenuous|tough|hard|challenging|fitness level|how fit|activity level)([^a-z]|$)|الصعوبه|صعوبه|(^|\s)[وه]?(صعبه|صعب|سهله|سهل|شاقه|شاق|متعبه|متعب)(\s|$|[?؟])|المجهود|مجهود|اللياقه/,
    ]),
  ],
  [
    'duration',
    phrases([/(^|[^a-z])(how long|duration)([^a-z]|$)|كم مده|مدته|مدتها|المده|يستغرق|تستغرق|كم ساعه/]),
  ],
  [
    'age',
    phrases([/(^|[^a-z])(age|ages|how old|old enough)([^a-z]|$)|العمر|الاعمار|عمر|السن|(^|\s)سن(\s|$)/]),
  ],
  [
    'closes',
    phrases([/(^|[^a-z])(close|closes|closing|shut|shuts)([^a-z]|$)|يغلق|تغلق|يقفل|تقفل|يسكر|تسكر|الاغلاق/]),
  ],
  [
    'departs',
    phrases([
      /(^|[^a-z])(leave|leaves|depart|departs|departure|set off|start|starts|pick us up|picks us up|pick up|pickup|meet|meeting point|bus|coach)([^a-z]|$)|نغادر|تغادر|يغادر|المغادره|ننطلق|تنطلق|ينطلق|يبدا|تبدا|(^|\s)(ال)?(باص|حافله|اتوبيس)(\s|$|[?؟])|يتحرك|تتحرك|بيتحرك|بتتحرك|(^|\s)(تطلع|يطلع|بتطلع|بيطلع|نطلع)(\s|$|[?؟])|نتجمع|التجمع/,
    ]),
  ],
  [
    'arrives',
    phrases([
      /(^|[^a-z])(arrive|arrives|arrival|get there|get in|reach|dock)([^a-z]|$)|نصل|نوصل|الوصول|نرسو/,
    ]),
  ],
  [
    'opens',
    phrases([
      /(^|[^a-z])(does|do) (it|they|that|this|the [a-z]+ one|that one|this one) open([^a-z]|$)|(^|[^a-z])opens([^a-z]|$)|يفتح|تفتح|الافتتاح/,
    ]),
  ],
  // 'لإيمتى بتضل فاتحة؟' (Levantine: until when does it stay open?).
  ['hours', phrases([/(^|[^a-z])(hours|open|opening)([^a-z]|$)|ساعات|دوام|مواعيد|مفتوح|فاتح/])],
  [
    'deck',
    phrases([
      /(^|[^a-z])(which deck|what deck|which floor|where is|where's|where are|where)([^a-z]|$)|اي طابق|اي دور|اي سطح|وين|اين|مكانه|مكانها|في اي/,
    ]),
  ],
];

/** The one field a follow-up asks about, or undefined (a question about several things, or none). */
export function fieldAsked(normalized: string): Field | undefined {
  // 'How much is that in total and what time do we leave?' asks two things (and a party's total).
  if (/(^|[^a-z])(total|altogether|in all)([^a-z]|$)|الاجمالي|المجموع/.test(normalized)) return undefined;
  // 'and for two?', 'is that per person?', 'وللتنين؟': the price, for that party (party-price.ts).
  if (asksPartyPrice(normalized)) return 'price';
  const asked = FIELDS.filter(([, test]) => test(normalized)).map(([field]) => field);
  // 'how long is the walk?' asks the duration: the walking only when nothing else is asked.
  const one = asked.filter(
    (field) =>
      (field !== 'hours' || !asked.some((f) => f === 'opens' || f === 'closes')) &&
      (field !== 'walking' || asked.length === 1),
  );
  return one.length === 1 ? one[0] : undefined;
}

export type Referent =
  | { kind: 'restaurant'; item: RestaurantInfo }
  | { kind: 'spa'; item: SpaServiceInfo; place?: OfferingsPlace | null }
  | { kind: 'activity'; item: ActivityInfo }
  | { kind: 'excursion'; item: ExcursionInfo }
  | { kind: 'port'; item: PortInfo }
  | { kind: 'venue'; item: VenueInfo }
  | { kind: 'promotion'; item: PromotionInfo };

/** The record of a thing shown, by its kind and name, from this turn's lookups. */
export function recordOf(
  results: Partial<ToolResults>,
  kind: Referent['kind'],
  name: string,
): Referent | undefined {
  const find = <T>(items: T[] | undefined, nameOf: (item: T) => string) =>
    items?.find((item) => nameOf(item) === name);
  switch (kind) {
    case 'restaurant': {
      const item = find(results.restaurants?.restaurants, (r) => r.name);
      return item && { kind, item };
    }
    case 'spa': {
      const item = find(results.spaServices?.services, (s) => s.name);
      return item && { kind, item, place: results.spaServices?.place };
    }
    case 'activity': {
      const item = find(results.activities?.activities, (a) => a.name);
      return item && { kind, item };
    }
    case 'excursion': {
      const item = find(results.shoreExcursions?.excursions, (e) => e.title);
      return item && { kind, item };
    }
    case 'port': {
      const item = find(results.itinerary?.ports, (p) => p.portName);
      return item && { kind, item };
    }
    case 'venue': {
      const item = find(results.venues?.venues, (v) => v.name);
      return item && { kind, item };
    }
    case 'promotion': {
      const item = find(results.promotions?.promotions, (p) => p.title);
      return item && { kind, item };
    }
  }
}

const money = priceBoth;

/** One sentence with the asked field of the record, or undefined when the record has no such field. */
export function answerField(voice: Voice, field: Field, ref: Referent): string | undefined {
  switch (ref.kind) {
    case 'restaurant': {
      const r = ref.item;
      const name = inVoice(voice, r.name, r.nameAr);
      if (field === 'closes')
        return say(
          voice,
          `${name} closes at ${clock(voice, r.closingTime)}.`,
          `يغلق ${name} الساعة ${clock(voice, r.closingTime)}.`,
        );
      if (field === 'opens')
        return say(
          voice,
          `${name} opens at ${clock(voice, r.openingTime)}.`,
          `يفتح ${name} الساعة ${clock(voice, r.openingTime)}.`,
        );
      if (field === 'hours')
        return say(
          voice,
          `${name} is open ${clock(voice, r.openingTime)}–${clock(voice, r.closingTime)}.`,
          `يفتح ${name} من ${clock(voice, r.openingTime)} إلى ${clock(voice, r.closingTime)}.`,
        );
      if (field === 'deck')
        return say(voice, `${name} is on ${r.location}.`, `يقع ${name} في ${place(voice, r.location)}.`);
      return undefined;
    }
    case 'spa': {
      const s = ref.item;
      const name = inVoice(voice, s.name, s.nameAr);
      if (field === 'price' && s.priceUSD !== null)
        return say(
          voice,
          `${name} costs ${money(voice, s.priceUSD)}${partyBasis(voice, s)}.`,
          `سعر ${name} ${money(voice, s.priceUSD)}${partyBasis(voice, s)}.`,
        );
      if (field === 'duration')
        return say(voice, `${name} lasts ${s.duration} minutes.`, `مدة ${name} ${s.duration} دقيقة.`);
      // 'which deck is it on?': the place where every treatment is given (the Marsa Spa, Deck 17).
      if (field === 'deck' && ref.place)
        return say(
          voice,
          `${name} is given at ${ref.place.name} on Deck ${ref.place.deckNumber}.`,
          `يُقدَّم ${name} في ${inVoice(voice, ref.place.name, ref.place.nameAr)} في الطابق ${ref.place.deckNumber}.`,
        );
      if (field === 'hours' || field === 'opens' || field === 'closes')
        return say(
          voice,
          `The spa offers ${name} ${clock(voice, s.startTime)}–${clock(voice, s.endTime)}.`,
          `${name} متاح من ${clock(voice, s.startTime)} إلى ${clock(voice, s.endTime)}.`,
        );
      return undefined;
    }
    case 'activity': {
      const a = ref.item;
      const name = inVoice(voice, a.name, a.nameAr);
      if (field === 'deck')
        return say(voice, `${name} is on ${a.location}.`, `يقع ${name} في ${place(voice, a.location)}.`);
      if (field === 'age' && a.ageGroup)
        return say(voice, `${name} is for: ${a.ageGroup}.`, `${name} مخصص لـ: ${term(voice, a.ageGroup)}.`);
      if (field === 'hours' || field === 'opens' || field === 'closes' || field === 'departs')
        return say(
          voice,
          `${name}: ${clocksIn(voice, a.schedule)}.`,
          `مواعيد ${name}: ${term(voice, a.schedule)}.`,
        );
      return undefined;
    }
    case 'excursion': {
      const e = ref.item;
      const name = inVoice(voice, e.title, e.titleAr);
      if (field === 'price')
        return say(
          voice,
          `${name} costs ${money(voice, e.priceUSD)} ${priceBasis(voice, e)}.`,
          `سعر ${name} ${money(voice, e.priceUSD)} ${priceBasis(voice, e)}.`,
        );
      if (field === 'duration')
        return say(voice, `${name} takes ${e.duration}.`, `مدة ${name} ${term(voice, e.duration)}.`);
      if (field === 'difficulty' && e.difficulty)
        return say(
          voice,
          `${name} is rated ${e.difficulty}.`,
          `مستوى الصعوبة في ${name}: ${term(voice, e.difficulty)}.`,
        );
      if (field === 'walking') {
        const walk = walkingSentence(
          voice.lang === 'ar' && e.descriptionAr ? e.descriptionAr : e.description,
        );
        return walk && `${name}: ${walk}`;
      }
      if (field === 'departs' || field === 'hours')
        return say(
          voice,
          `${name} departs at ${clock(voice, e.departureTime)} and returns at ${clock(voice, e.returnTime)}.`,
          `تنطلق ${name} الساعة ${clock(voice, e.departureTime)} وتعود الساعة ${clock(voice, e.returnTime)}.`,
        );
      return undefined;
    }
    case 'port': {
      const p = ref.item;
      const name = inVoice(voice, p.portName, p.portNameAr);
      if (field === 'arrives')
        return say(
          voice,
          `We arrive in ${name} on ${formatDate(p.arrivalDate, 'en')} at ${clock(voice, p.arrivalTime)}.`,
          `نصل إلى ${name} يوم ${formatDate(p.arrivalDate, 'ar')} الساعة ${clock(voice, p.arrivalTime)}.`,
        );
      if (field === 'departs')
        return say(
          voice,
          `We leave ${name} on ${formatDate(p.departureDate, 'en')} at ${clock(voice, p.departureTime)}.`,
          `نغادر ${name} يوم ${formatDate(p.departureDate, 'ar')} الساعة ${clock(voice, p.departureTime)}.`,
        );
      return undefined;
    }
    case 'venue': {
      const v = ref.item;
      const name = inVoice(voice, v.name, v.nameAr);
      if ((field === 'hours' || field === 'opens' || field === 'closes') && v.operatingHours)
        return say(
          voice,
          `${name} is open ${clocksIn(voice, v.operatingHours)}.`,
          `ساعات عمل ${name}: ${term(voice, v.operatingHours)}.`,
        );
      if (field === 'phone' && v.contactInfo)
        return say(voice, `${name}: ${v.contactInfo}.`, `${name}: ${term(voice, v.contactInfo)}.`);
      if (field === 'deck')
        return say(
          voice,
          `${name} is on Deck ${v.deckNumber} (${v.deckName}).`,
          `يقع ${name} في الطابق ${v.deckNumber} (${place(voice, v.deckName)}).`,
        );
      return undefined;
    }
    case 'promotion': {
      const p = ref.item;
      const name = inVoice(voice, p.title, p.titleAr);
      if (field === 'price' && p.promotionalPriceUSD !== null) {
        const was =
          p.originalPriceUSD !== null
            ? say(
                voice,
                ` instead of ${usd(voice, p.originalPriceUSD)}`,
                ` بدلًا من ${usd(voice, p.originalPriceUSD)}`,
              )
            : '';
        const off = p.discountPercentage
          ? say(voice, ` (${p.discountPercentage}% off)`, ` (خصم ${p.discountPercentage}%)`)
          : '';
        return say(
          voice,
          `${name} costs ${usd(voice, p.promotionalPriceUSD)}${was}${off}.`,
          `سعر ${name} ${usd(voice, p.promotionalPriceUSD)}${was}${off}.`,
        );
      }
      if ((field === 'valid' || field === 'hours' || field === 'closes' || field === 'opens') && p.validTimes)
        return say(
          voice,
          `${name} is valid ${clocksIn(voice, p.validTimes)}.`,
          `${name} صالح في الأوقات ${term(voice, p.validTimes)}.`,
        );
      if (field === 'covers' && p.terms)
        return say(voice, `${name}: ${p.terms}`, `${name}: ${term(voice, p.terms)}`);
      return undefined;
    }
  }
}

/** A distance on foot ('about 10 km', 'نحو 10 كم') or words of walking, in a record's own text. */
const DISTANCE = /\d+(?:[.,]\d+)?\s?(?:km|kilomet|miles?|كم|كيلو)/;
const WALKING_WORDS = /(^|[^a-z])(on foot|walk|walking|steps|climb|hike)([^a-z]|$)|سيرا|مشي|درجه|خطوه/;

/** The sentence of a description that says how much walking there is: a distance first, else any walking. */
export function walkingSentence(text: string): string | undefined {
  const sentences = text.split(/(?<=[.!?؟])\s+|\n+/).map((sentence) => sentence.trim());
  const folded = (sentence: string) => normalize(sentence);
  return (
    sentences.find((sentence) => DISTANCE.test(folded(sentence)) && WALKING_WORDS.test(folded(sentence))) ??
    sentences.find((sentence) => WALKING_WORDS.test(folded(sentence)))
  );
}

/** What a sentence must carry to state each field. */
const CARRIES: Partial<Record<Field, RegExp>> = {
  hours: /\d{1,2}[:.]\d{2}|24 hours|24 ساعه/,
  opens: /\d{1,2}[:.]\d{2}|24 hours|24 ساعه/,
  closes: /\d{1,2}[:.]\d{2}|24 hours|24 ساعه/,
  departs: /\d{1,2}[:.]\d{2}/,
  arrives: /\d{1,2}[:.]\d{2}/,
  price: /\$|usd|sar|دولار|ريال|free|complimentary|مجان/,
  deck: /deck \d|decks \d|طابق|الطوابق/,
  duration: /\d+\s*(minutes|hours|دقيقه|ساعات|ساعه)/,
  walking: DISTANCE,
  phone: /\bext\.?\s*\d|\bdial\w*\s+\d|(الرقم|رقم|الداخلي|اتصل)\D{0,12}\d{1,4}/,
};

/**
 * The sentence of an answer just given (a knowledge topic, which has no name to point at) that
 * states the field asked: 'what time is it open?' after the laundry answer quotes its hours.
 */
export function sentenceWithField(text: string, field: Field): string | undefined {
  const carries = CARRIES[field];
  if (!carries) return undefined;
  return text
    .split(/(?<=[.!?؟])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .find((sentence) => carries.test(normalize(sentence)));
}
