import { any, deck, hours, minutes, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue } from './helpers.ts';

const en = (id: string, turns: Case['turns']) => dialogue('followups', 'en', id, turns);
const ar = (id: string, turns: Case['turns']) => dialogue('followups', 'ar', id, turns);

/** Conversations whose later questions lean on what was just shown: 'it', 'that one', 'which of them'. */
export const followupCases: Case[] = [
  en('italian-close', [
    { say: 'what restaurants do you have?', expect: ['La Tavola', 'Layalina', 'Irth'] },
    { say: 'which of them is Italian?', expect: ['La Tavola'] },
    { say: 'and what time does it close?', expect: [time('22:30')] },
  ]),
  en('layalina-close', [
    { say: 'tell me about Layalina', expect: [any('Lebanese', 'Levantine', 'mezze')] },
    { say: 'what time does it close?', expect: [time('23:00')] },
    { say: 'is it on the same deck as The Fish Market?', expect: [deck(5)] },
  ]),
  en('spa-hammam', [
    { say: 'what spa treatments do you have?', expect: ['Hammam', 'Facial'] },
    { say: 'how much is the hammam one?', expect: [usd(120)] },
    { say: 'and how long does it take?', expect: [minutes(60)] },
  ]),
  en('aqaba-longest', [
    { say: 'which excursions are there in Aqaba?', expect: ['Petra', 'Wadi Rum'] },
    { say: 'which one takes the longest?', expect: ['Petra', hours(11)] },
    { say: 'how much is that one?', expect: [usd(289)], forbid: [usd(149)] },
  ]),
  en('spa-list-price', [
    { say: 'show me the spa menu', expect: ['Desert Rose'] },
    { say: 'how much is the facial?', expect: [usd(210)] },
    { say: 'is that one cheaper before 11?', expect: [any('15%', usd(178.5))] },
  ]),
  en('evening-show', [
    { say: "what's on in the evening?", expect: ['Red Sea Legends'] },
    { say: 'where is the show held?', expect: [any('Marsa Theatre', deck(7))], forbid: ['Calligraphy'] },
    { say: 'what time does the second one start?', expect: [time('21:30')] },
  ]),
  en('kids-zone', [
    { say: "where's the kids zone?", expect: [deck(18)] },
    { say: 'what ages is it for?', expect: [/3\s?(?:-|to|–)\s?12/] },
    { say: 'and when does it close?', expect: [time('22:00')] },
  ]),
  en('after-yanbu', [
    { say: 'which port comes after Yanbu?', expect: [any('Al Wajh', 'AlUla')] },
    { say: 'do we stay the night there?', expect: [any('overnight', 'yes')] },
    { say: 'what time do we leave from there?', expect: [time('21:00')] },
  ]),
  en('yoga', [
    { say: 'what time is sunset yoga?', expect: [time('17:30')] },
    { say: 'where is it held?', expect: [deck(19)] },
  ]),
  en('family-pass', [
    { say: "what's the Family Fun Pass?", expect: ['VR Zone'] },
    { say: 'how much is it?', expect: [usd(112)] },
    { say: 'how many people does it cover?', expect: [any('four', '4')] },
  ]),
  ar('irth', [
    { say: 'حدثني عن مطعم إرث', expect: [deck(6)] },
    { say: 'متى يفتح؟', expect: [time('18:00')] },
    { say: 'وهل يحتاج لبس معين؟', expect: ['أنيق'] },
  ]),
  ar('sharm-cheaper', [
    {
      say: 'ما الرحلات المتاحة في شرم الشيخ؟',
      expect: [any('رأس محمد', 'Ras Mohammed'), any('خليج نعمة', 'Naama')],
    },
    { say: 'وأيهما أرخص؟', expect: [any('خليج نعمة', 'Naama'), usd(55)] },
    { say: 'كم مدتها؟', expect: [hours(3)] },
  ]),
  ar('medical', [
    { say: 'أين يقع المركز الطبي؟', expect: [deck(1)] },
    { say: 'ومتى ساعات العيادة؟', expect: [time('08:00'), time('16:00')] },
  ]),
  ar('massage', [
    { say: 'عندكم مساج؟', expect: [any('مساج البحر الأحمر المميز', 'Signature Red Sea Massage')] },
    { say: 'بكم؟', expect: [usd(180)] },
    { say: 'وكم مدته؟', expect: [minutes(90)] },
  ]),
];
