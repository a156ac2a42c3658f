import { foldText, wordsOf } from '../../domains/search/lexicon.ts';
import { questionFrame } from './question-frame.ts';

/**
 * A standalone question for one attribute of a thing the ship's records hold, where the record
 * that answers may not state it (issue 9, branch unheld10): an amount ('how much is the late-night
 * delivery charge?' of a FAQ that says 'a small delivery charge'), a person's name ('what's the oud
 * player's name?' of a restaurant with live oud), a forecast ('will it rain in Aqaba the day we
 * are there?') or a specialist the records never name ('is there a dentist?' of the Medical
 * Centre). The reply says first that it does not know that attribute, then what the record says.
 */

export type Attribute = 'amount' | 'name' | 'forecast' | 'specialist';

/** An attribute asked, with what the reply says it does not know, in English and Arabic. */
export type AttributeAsked = { attribute: Attribute; en: string; ar: string };

const WORDS: Readonly<Record<Attribute, { en: string; ar: string }>> = {
  amount: { en: 'the exact amount', ar: 'المبلغ بالتحديد' },
  name: { en: 'their name', ar: 'الاسم' },
  forecast: { en: 'the weather forecast for that day', ar: 'توقعات الطقس لذلك اليوم' },
  specialist: { en: 'whether that specialist is on board', ar: 'إن كان هذا التخصص متوفرًا على متن السفينة' },
};

// Amount: 'how much', 'how many dollars', 'what cut do they take', 'the exact fee', 'بكام', 'قديش … عمولة'.
const EN_HOW_MUCH = /\bhow much\b(?! (?:time|longer|luggage|weight)\b)|\bhow many (?:dollars|riyals|bucks)\b/;
const EN_WHAT = /\b(?:what|which|exact|exactly|roughly|approximately|current)\b/;
const EN_MONEY = /\b(?:price|prices|cost|costs|fee|fees|charge|charges|rate|commission|cut|budget)\b/;
const AR_BY_HOW_MUCH = /(?:^|\s)(?:بكم|بكام|بقديش)(?:\s|$)/;
const AR_HOW = /(?:^|\s)(?:كم|كام|قديش|قداش|وش|شو|ايش|ايه|ما|ماذا)(?:\s|$)/;
const AR_MONEY =
  /(?:^|\s)(?:ال)?(?:سعر|اسعار|تكلفه|يكلف|تكلف|بتكلف|بيكلف|بيتكلف|يتكلف|رسوم|قيمه|ثمن|يحاسبون|يحاسبونك|بيحاسبوا|يحاسب|عموله|حق)(?:\s|$)/;

// A person's name: 'the oud player's name', 'who is the pianist … what is his name', 'ما اسم عازف العود'.
const ROLE_EN =
  'oud player|player|pianist|singer|musician|band|dj|chef|cook|captain|doctor|nurse|host|guide|instructor|trainer|teacher|magician|performer|artist|entertainer|manager|steward|attendant|waiter';
const EN_NAME = new RegExp(
  String.raw`\bname of (?:the |your |that )?(?:${ROLE_EN})\b|\b(?:${ROLE_EN}) s name\b|\bwhat (?:is |s )?(?:his|her|their) names?\b|\bwho (?:is|s) (?:the |your )?(?:${ROLE_EN})\b.*\bname\b`,
);
const AR_ROLE =
  '(?:ال)?(?:عازف|يعزف|بيعزف|بيعزفوا|مطرب|مغني|مغنيه|بيغني|يغني|شيف|طباخ|قبطان|كابتن|ربان|دكتور|طبيب|مرشد|مدرب|فنان|ساحر|مدير|دي جي)';
const AR_NAME = new RegExp(String.raw`(?:^|\s)(?:ال)?اسم(?:ه|ها|هم)?\s(?:.*\s)?${AR_ROLE}(?:\s|$)`);

// A forecast: the weather of a day to come.
const EN_WEATHER =
  /\b(?:forecast|weather|rain|raining|rainy|windy|stormy|storm|sunny|cloudy|how (?:hot|cold|warm))\b/;
const EN_TO_COME =
  /\b(?:forecast|will|going to|gonna|be like|on the day|the day (?:we|of)|when we|tomorrow|expected)\b/;
const AR_WEATHER = /(?:^|\s)(?:ال)?(?:طقس|جو|مطر|امطار|بتمطر|هتمطر|رح تمطر|تمطر|رياح|توقعات)(?:\s|$)/;
const AR_TO_COME =
  /(?:^|\s)(?:هيبقي|هيكون|هتكون|رح يكون|راح يكون|بيكون|سيكون|ستكون|يكون|تكون|توقعات|يوم|بكره|بكرا|غدا|لما|لمن)(?:\s|$)/;

// A specialist the ship's records never name (they name doctors and nurses at the Medical Centre).
const SPECIALIST =
  /\b(?:dentist|dentists|dental|orthodontist|optician|optometrist|eye doctor|ophthalmologist|paediatrician|pediatrician|physiotherapist|physio|dermatologist|psychologist)\b|(?:^|\s)(?:(?:طبيب|دكتور|عياده|دكتوره) (?:ال)?(?:اسنان|عيون|اطفال|جلديه|نفسي)|(?:ال)?(?:اسنان|نظاراتي|علاج طبيعي))(?:\s|$)/;

const asked = (attribute: Attribute): AttributeAsked => ({ attribute, ...WORDS[attribute] });

/** The attribute a standalone question asks, when it is one a record may not hold; undefined otherwise. */
export function attributeAsked(question: string): AttributeAsked | undefined {
  const t = wordsOf(foldText(question)).join(' ');
  if (SPECIALIST.test(t)) return asked('specialist');
  if (EN_NAME.test(t) || AR_NAME.test(t)) return asked('name');
  if ((EN_WEATHER.test(t) && EN_TO_COME.test(t)) || (AR_WEATHER.test(t) && AR_TO_COME.test(t)))
    return asked('forecast');
  // 'Is there a charge to see the doctor?' asks whether, not how much.
  if (questionFrame(question).asks === 'charge' && !EN_HOW_MUCH.test(t) && !AR_BY_HOW_MUCH.test(t))
    return undefined;
  if (
    EN_HOW_MUCH.test(t) ||
    (EN_WHAT.test(t) && EN_MONEY.test(t)) ||
    AR_BY_HOW_MUCH.test(t) ||
    (AR_HOW.test(t) && AR_MONEY.test(t))
  )
    return asked('amount');
  return undefined;
}

/** An amount of money or a share of one ('$20', 'USD 20', '20 دولارًا', '50%'). */
const STATES_AMOUNT =
  /(?:\$|usd|sar|us\$)\s?\d|\d(?:[\d.,]*)\s?(?:\$|usd|sar|dollars?|riyals?|%|دولار|ريال)|[$%]\s?[\d٠-٩]|[\d٠-٩]\s?(?:[$%]|دولار|ريال)/i;
/** Free of charge, included: an amount too, unless the same reply says something is charged. */
const SAYS_FREE =
  /\b(?:free(?! (?:tables?|times?|slots?|spaces?|seats?|places?))|included|complimentary|no charge|at no cost)\b|مجان|مشمول|بدون رسوم|دون رسوم/i;
const SAYS_CHARGED =
  /\b(?:charged?|charges|applies|per item|fee|fees)\b|رسوم|تُحتسب|تحتسب|يُحتسب|يحتسب|تُقيَّد|تقيد|لكل قطعه|لكل قطعة/i;
/** Words that name the specialist asked. */
const NAMES_SPECIALIST =
  /dentist|dental|optician|paediatric|pediatric|physio|dermatolog|psycholog|أسنان|اسنان|عيون|أطفال|اطفال/i;

/** Whether a reply states the attribute asked (a name or a forecast the ship's records never hold). */
export function holdsAttribute(reply: string, attribute: Attribute): boolean {
  switch (attribute) {
    case 'amount':
      return STATES_AMOUNT.test(reply) || (SAYS_FREE.test(reply) && !SAYS_CHARGED.test(reply));
    case 'specialist':
      return NAMES_SPECIALIST.test(reply);
    case 'name':
    case 'forecast':
      return false;
  }
}

/** A reply that already says it does not know, or offers staff. */
export const saysUnknown = (reply: string) =>
  /\b(?:i (?:don t|do not) (?:have|know)|i m (?:not sure|afraid|sorry)|not sure)\b|don't (?:have|know)|لا (?:أعرف|اعرف|تتوفر|يتوفر|أملك|املك)|ليست? لدي/.test(
    reply,
  );
