import { any, deck, time } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue } from './helpers.ts';

type Turns = Case['turns'];
const followEn = (id: string, turns: Turns) => dialogue('followups', 'en', `r8-fu-${id}`, turns);
const followAr = (id: string, turns: Turns) => dialogue('followups', 'ar', `r8-fu-${id}`, turns);

/** Said of a restaurant whose meals are part of the fare. */
const included = any(
  /\bincluded\b|no (?:extra )?charge|free of charge|complimentary/,
  'مشمول',
  'مجان',
  'بدون رسوم',
  'ضمن',
);
/** Said of a specialty restaurant charged on top of the fare. */
const charged = any(
  /not included|specialty|à la carte|a la carte|charged|extra (?:cost|charge)|onboard account/,
  'غير مشمول',
  'مش مشمول',
  'متخصص',
  'رسوم',
  'حسابك',
  'على حساب',
);
/** An excursion's moderate difficulty. */
const moderate = any(/moderate/, 'متوسط', 'معتدل');
/** The family glass-boat cruise from Sharm, the one for small children. */
const glassBoat = any('Naama Bay Glass-Boat', 'Glass-Boat', 'القارب الزجاجي', 'خليج نعمة');
/** The certified divers' trip, wrong for small children. */
const diveTrip = any('Ras Mohammed', 'رأس محمد', 'راس محمد');
/** The kids club, wrong when the guest asks among excursions. */
const kidsClub = any('Kids Zone', 'نادي الأطفال');
/** A restaurant's dress code, wrong for a question about closing hours. */
const dressCode = any(/smart casual|dress code/, 'قواعد اللباس', 'اللبس', 'الملابس');

/**
 * Follow-up questions about the thing just shown, round 8 (issue 9, branch followups9): a field
 * asked of the referent (is it included in the fare, when the bus leaves, what deck, the later
 * show, how hard), a pick among the list just shown (which suits small children, which closes
 * earliest), a mistyped Arabic name, and a detail of a known thing the records do not hold (a dish's
 * price, who performs), which must be said unknown rather than answered with the record.
 */
export const followups9Cases: Case[] = [
  // ── 1. Included in the fare, after a restaurant ──
  followEn('space-diner-fare', [
    { say: 'tell me about the space diner', expect: [deck(18)] },
    { say: 'is that one part of our package or do we pay extra?', expect: [included], forbid: [charged] },
  ]),
  followEn('layalina-fare', [
    { say: 'what is Layalina like?', expect: [deck(5)] },
    { say: 'does our ticket cover eating there?', expect: [charged] },
  ]),
  followAr('buffet-fare-gulf', [
    { say: 'وين بوفيه أمواج؟', expect: [deck(16)] },
    { say: 'هو داخل في سعر الرحلة ولا ندفع زيادة؟', expect: [included], forbid: [charged] },
  ]),
  followAr('irth-fare-egyptian', [
    { say: 'عايز أعرف عن مطعم إرث', expect: [deck(6)] },
    { say: 'ده محسوب في تمن الكروز ولا بفلوس لوحده؟', expect: [charged] },
  ]),
  // ── 2. The excursion's departure, after an excursion ──
  followEn('petra-bus', [
    { say: 'tell me about the Petra trip', expect: [any('Petra')] },
    { say: 'what time does the coach pick us up?', expect: [time('07:30')] },
  ]),
  followEn('wadi-rum-meet', [
    { say: 'what is the wadi rum excursion?', expect: [any('Wadi Rum')] },
    { say: 'when do we have to meet for it?', expect: [time('08:30')] },
  ]),
  followAr('luxor-bus-levantine', [
    { say: 'احكيلي عن رحلة الأقصر', expect: [any('الأقصر', 'Luxor')] },
    { say: 'الباص أيمتى بيتحرك؟', expect: [time('06:00')] },
  ]),
  followAr('petra-bus-gulf', [
    { say: 'أبي أعرف عن رحلة البتراء', expect: [any('البتراء', 'Petra')] },
    { say: 'الحافلة متى تطلع؟', expect: [time('07:30')] },
  ]),
  // ── 3. What deck, after an activity ──
  followEn('kids-zone-deck', [
    { say: 'do you have a club for children?', expect: [any('Kids Zone')] },
    { say: 'which floor is it on?', expect: [deck(18)] },
  ]),
  followAr('kids-zone-deck-egyptian', [
    { say: 'فيه نادي للأطفال؟', expect: [any('نادي الأطفال', 'Kids Zone')] },
    { say: 'في أنهي دور؟', expect: [deck(18)] },
  ]),
  followAr('vr-zone-deck-msa', [
    { say: 'ما هي منطقة الواقع الافتراضي؟', expect: [any('الواقع الافتراضي', 'VR Zone')] },
    { say: 'في أي طابق تقع؟', expect: [deck(18)] },
  ]),
  // ── 4. The later of its times, after the show ──
  followEn('show-later', [
    { say: "what's the Red Sea Legends show?", expect: [time('19:30')] },
    { say: "we'll go to the second one, when is it?", expect: [time('21:30')] },
  ]),
  followEn('stargazing-later', [
    { say: 'tell me about stargazing', expect: [time('21:00')] },
    { say: 'what time is the late session?', expect: [time('22:00')] },
  ]),
  followAr('show-later-levantine', [
    { say: 'شو هو عرض أساطير البحر الأحمر؟', expect: [time('19:30')] },
    { say: 'والعرض التاني أيمتى؟', expect: [time('21:30')] },
  ]),
  followAr('show-later-gulf', [
    { say: 'متى عرض أساطير البحر الأحمر؟', expect: [time('19:30')] },
    { say: 'أبي العرض المتأخر، كم الساعة؟', expect: [time('21:30')] },
  ]),
  // ── 5. How hard, after an excursion ──
  followEn('wadi-rum-difficulty', [
    { say: 'tell me about the jeep and camel trip in wadi rum', expect: [any('Wadi Rum')] },
    { say: 'how physically demanding is it?', expect: [moderate] },
  ]),
  followAr('wadi-rum-difficulty-egyptian', [
    { say: 'عايز أعرف عن رحلة وادي رم', expect: [any('وادي رم', 'Wadi Rum')] },
    { say: 'هي صعبة ولا سهلة؟', expect: [moderate] },
  ]),
  followAr('luxor-difficulty-msa', [
    { say: 'ما هي رحلة معابد الأقصر؟', expect: [any('الأقصر', 'Luxor')] },
    { say: 'وما درجة المجهود المطلوب؟', expect: [moderate] },
  ]),
  // ── 6. A pick among the excursions just listed ──
  followEn('sharm-small-kids', [
    { say: 'what excursions are there in sharm el sheikh?', expect: [glassBoat] },
    { say: 'which of those is good for a 5 year old?', expect: [glassBoat], forbid: [diveTrip, kidsClub] },
  ]),
  followAr('sharm-small-kids-egyptian', [
    { say: 'إيه الرحلات اللي في شرم الشيخ؟', expect: [glassBoat] },
    { say: 'مين فيهم تنفع للعيال الصغيرين؟', expect: [glassBoat], forbid: [diveTrip, kidsClub] },
  ]),
  followAr('sharm-small-kids-gulf', [
    { say: 'وش الرحلات في شرم الشيخ؟', expect: [glassBoat] },
    { say: 'أي وحدة فيهم زينة للبزارين؟', expect: [glassBoat], forbid: [diveTrip, kidsClub] },
  ]),
  // ── 7. Which restaurant closes earliest ──
  followEn('earliest-closing', [
    { say: 'which restaurant shuts first in the evening?', expect: [time('22:00')], forbid: [dressCode] },
  ]),
  followAr('earliest-closing-levantine', [
    { say: 'أي مطعم بيسكّر أول واحد بالليل؟', expect: [time('22:00')], forbid: [dressCode] },
  ]),
  followAr('earliest-closing-msa', [
    { say: 'ما المطعم الذي يغلق أبكر من غيره؟', expect: [time('22:00')], forbid: [dressCode] },
  ]),
  // ── 8. A mistyped Arabic name ──
  followAr('layalina-typo-gulf', [
    { say: 'مطعم ليالنا وين؟', expect: [deck(5)] },
    { say: 'متى يقفل؟', expect: [time('23:00')] },
  ]),
  followAr('layalina-typo-egyptian', [{ say: 'لياليبا بيفتح الساعة كام؟', expect: [time('12:00')] }]),
  // ── 9. A detail of a known thing the records do not hold ──
  followEn('layalina-dish-price', [
    { say: 'what do they serve at Layalina?', expect: [any('mezze', 'knafeh')] },
    { say: 'how much does the knafeh cost there?', unanswerable: true },
  ]),
  followEn('show-performer', [
    { say: 'tell me about the Red Sea Legends show', expect: [time('19:30')] },
    { say: 'who is the lead performer tonight?', unanswerable: true },
  ]),
  followAr('layalina-hummus-price-levantine', [
    { say: 'شو بيقدموا بمطعم ليالينا؟', expect: [any('حمص', 'مازة', 'mezze')] },
    { say: 'قديش صحن الحمص عندهم؟', unanswerable: true },
  ]),
  followAr('show-singer-egyptian', [
    { say: 'عرض أساطير البحر الأحمر إمتى؟', expect: [time('19:30')] },
    { say: 'مين المطرب اللي بيغني فيه النهارده؟', unanswerable: true },
  ]),
  followAr('khuzama-chef-gulf', [
    { say: 'وين مطعم خزامى؟', expect: [deck(7)] },
    { say: 'مين الشيف حقهم؟', unanswerable: true },
  ]),
];

export const cases = followups9Cases;
