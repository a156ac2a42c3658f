import { any, deck } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const en = oneTurn('unanswerable', 'en');
const ar = oneTurn('unanswerable', 'ar');

/** The data cannot answer; these would be made up (a number is caught by the judge on its own). */
const unknown = (...invented: (string | RegExp)[]) => ({ unanswerable: true as const, invented });

/** The Medical Centre as the reply may name it, in either language. */
const medical = any(deck(1), 'Medical Centre', 'المركز الطبي', 'العيادة');

/**
 * A standalone question for a detail the ship's data does not hold, of a thing it does hold
 * (issue 9, branch unheld10): a fee's amount (the late-night room-service charge, a cash withdrawal,
 * a doctor's consultation), a price per item or per person (pressing one shirt, dinner at a
 * specialty restaurant, a gram of gold or a bottle of perfume), a person's name (the oud player,
 * the pianist), a forecast for a port day, a service the records never mention (a dentist) and
 * the price of a package on sale now. The reply says first that it does not know that detail and
 * offers staff; it may add what the record does say, and states no number the data lacks.
 * Cases that fail stay in the set.
 */
export const unheld10Cases: Case[] = [
  // A fee's amount: the room-service FAQ says only 'a small delivery charge' between 23:00 and 06:00.
  en('r8-unh-rs-night-fee', "what's the exact fee if I order room service at 1am?", [], unknown()),
  en(
    'r8-unh-rs-night-dollars',
    'room service after midnight has a delivery charge right? how many dollars is it',
    [],
    unknown(),
  ),
  ar('r8-unh-rs-night-gulf', 'كم يحاسبونك على توصيل الطلب للغرفة الساعة وحدة بالليل؟', [], unknown()),
  ar('r8-unh-rs-night-egy', 'رسوم توصيل الأكل للكابينة بعد ١٢ بالليل كام بالظبط؟', [], unknown()),
  ar('r8-unh-rs-night-msa', 'ما قيمة رسوم التوصيل لطلبات خدمة الغرف في وقت متأخر من الليل؟', [], unknown()),
  // A withdrawal fee: the currency FAQ has a Currency Exchange, no cash machine or fee.
  en('r8-unh-atm-cut', 'if I take cash out at the machine on board what cut do they take?', [], unknown()),
  en('r8-unh-atm-fee', 'is there a fee for withdrawing money from the ATM and how much', [], unknown()),
  ar('r8-unh-atm-lev', 'قديش بياخدوا عمولة عالسحب من الصراف الآلي بالباخرة؟', [], unknown()),
  ar('r8-unh-atm-gulf', 'الصراف اللي بالسفينة ياخذ رسوم على السحب؟ كم؟', [], unknown()),
  // The doctor's fee: consultations are charged to the onboard account, the amount is not given.
  en('r8-unh-doctor-fee', "what's the cost of a visit to the ship's doctor?", [], unknown()),
  en('r8-unh-doctor-fee-2', 'how much will I pay to see the doctor on board if I get sick', [], unknown()),
  ar('r8-unh-doctor-egy', 'الكشف عند دكتور المركب بكام؟', [], unknown()),
  ar('r8-unh-doctor-msa', 'كم تبلغ تكلفة استشارة الطبيب على متن السفينة؟', [], unknown()),
  // A price per item: laundry and pressing are 'charged per item', no price is given.
  en('r8-unh-press-shirt', "what's the price to have one shirt pressed?", [], unknown()),
  en('r8-unh-wash-trousers', 'how much do you charge to wash a pair of trousers?', [], unknown()),
  ar('r8-unh-press-gulf', 'كم سعر كوي الثوب الواحد عندكم في المغسلة؟', [], unknown()),
  ar('r8-unh-press-lev', 'قديش بتكلف كوي القميص بخدمة الغسيل؟', [], unknown()),
  // A price per person at a specialty restaurant: the records give no price (and a cake fee is no meal's).
  en(
    'r8-unh-bamboo-head',
    'roughly what does a meal at Bamboo Kitchen cost per head?',
    [],
    unknown(/\$\s?35/),
  ),
  en(
    'r8-unh-tavola-budget',
    'how much should I budget per person for dinner at La Tavola?',
    [],
    unknown(/\$\s?35/),
  ),
  ar('r8-unh-khuzama-gulf', 'كم تكلفة العشا في خزامى للشخص الواحد تقريبا؟', [], unknown(/35/)),
  ar('r8-unh-tavola-egy', 'العشا في لا تافولا بيتكلف كام للفرد؟', [], unknown(/35/)),
  // A person's name: Layalina has live oud and the Nakheel Lounge live piano, nobody is named.
  en('r8-unh-oud-name', "what's the name of the oud player at Layalina?", [], unknown()),
  en('r8-unh-pianist-name', 'who is the pianist in the Nakheel Lounge, what is his name?', [], unknown()),
  ar('r8-unh-oud-lev', 'مين اسم اللي بيعزف عود بليالينا؟', [], unknown()),
  ar('r8-unh-oud-msa', 'ما اسم عازف العود في مطعم ليالينا؟', [], unknown()),
  // A forecast: no record holds the weather of a port day.
  en('r8-unh-weather-jeddah', 'will it rain in Jeddah on the day we get back?', [], unknown(/°/, /sunny/)),
  // The heat FAQ's 'often pass 35 °C ashore' is the ship's own fact, not a forecast, and may follow.
  en('r8-unh-weather-petra', 'how hot is it going to be at Petra the day of our trip?', [], unknown(/sunny/)),
  ar('r8-unh-weather-egy', 'الجو هيبقى عامل ايه في الغردقة يوم ما نوصل؟', [], unknown(/°/)),
  ar('r8-unh-weather-gulf', 'وش توقعات الطقس في العقبة يوم نرسي فيها؟', [], unknown(/°/)),
  // A service the records never name: a dentist; the reply says so, then gives the Medical Centre.
  en('r8-unh-dentist', 'I chipped a tooth, do you have a dentist on the ship?', [medical], unknown()),
  ar('r8-unh-dentist-gulf', 'عندكم دكتور أسنان في السفينة؟ ضرسي يعورني', [medical], unknown()),
  ar('r8-unh-dentist-msa', 'هل تتوفر عيادة أسنان على متن السفينة؟', [medical], unknown()),
  // A shop price: the souq on board and the gold souq ashore are in the records, their prices are not.
  en('r8-unh-perfume-price', 'how much is a bottle of oud perfume at Souq Al Marsa?', [], unknown()),
  ar('r8-unh-gold-gram-gulf', 'بكم الجرام الذهب في سوق الذهب بجدة؟', [], unknown()),
  ar('r8-unh-dates-egy', 'علبة التمر في السوق اللي في المركب بكام؟', [], unknown()),
  // A package's price now: the Wi-Fi FAQ sells streaming packages without a price; the bundle offer has ended.
  en('r8-unh-streaming-now', "what's the current price of the streaming wifi package?", [], unknown()),
  ar('r8-unh-streaming-lev', 'قديش حق باقة الانترنت للستريمنج هلق؟', [], unknown()),
];
