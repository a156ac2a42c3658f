import type { ExcursionInfo, ExcursionsResult } from '../tools/types.ts';
import { priceBasis } from './party-price.ts';
import { bullet, clock, descriptionLines, inVoice, sar, say, term, terms, usd, type Voice } from './say.ts';

const price = (voice: Voice, e: ExcursionInfo) => `${usd(voice, e.priceUSD)} (${sar(voice, e.priceSAR)})`;

function line(voice: Voice, e: ExcursionInfo): string {
  const port = e.portName ? ` — ${inVoice(voice, e.portName, e.portNameAr)}` : '';
  return say(
    voice,
    `${inVoice(voice, e.title, e.titleAr)}${port}: ${e.duration}, ${e.difficulty}, ${price(voice, e)} ${priceBasis(voice, e)}`,
    `${inVoice(voice, e.title, e.titleAr)}${port}: ${term(voice, e.duration)}، ${term(voice, e.difficulty)}، ${price(voice, e)} ${priceBasis(voice, e)}`,
  );
}

/** Excursions (all, or those at the ports or of the kind the guest named). */
export function composeExcursionList(voice: Voice, result: ExcursionsResult, only?: ExcursionInfo[]): string {
  const list = only?.length ? only : result.excursions;
  if (list.length === 0) {
    return say(
      voice,
      "I don't have any shore excursions listed right now.",
      'لا توجد رحلات برية مدرجة لدي حاليًا.',
    );
  }
  return [
    say(voice, `Shore excursions (${list.length}):`, `الرحلات البرية (${list.length}):`),
    ...list.map((e) => bullet(line(voice, e))),
    '',
    say(
      voice,
      'Would you like details on one, or shall I book it? Tell me how many participants.',
      'هل تودّ تفاصيل إحداها أو أن أحجزها لك؟ أخبرني بعدد المشاركين.',
    ),
  ].join('\n');
}

/** One excursion in full. */
export function composeExcursionDetail(voice: Voice, e: ExcursionInfo): string {
  const lines = [
    say(
      voice,
      `${inVoice(voice, e.title, e.titleAr)}${e.portName ? ` (${inVoice(voice, e.portName, e.portNameAr)})` : ''}: ${e.duration}, departs ${clock(voice, e.departureTime)} and returns ${clock(voice, e.returnTime)}. Difficulty: ${e.difficulty}. Price: ${price(voice, e)} ${priceBasis(voice, e)}.`,
      `${inVoice(voice, e.title, e.titleAr)}${e.portName ? ` (${inVoice(voice, e.portName, e.portNameAr)})` : ''}: ${term(voice, e.duration)}، المغادرة ${clock(voice, e.departureTime)} والعودة ${clock(voice, e.returnTime)}. مستوى الصعوبة: ${term(voice, e.difficulty)}. السعر: ${price(voice, e)} ${priceBasis(voice, e)}.`,
    ),
  ];
  lines.push(...descriptionLines(voice, e.description, e.descriptionAr));
  if (e.highlights.length) {
    lines.push(
      say(voice, `Highlights: ${e.highlights.join(', ')}.`, `أبرز المحطات: ${terms(voice, e.highlights)}.`),
    );
  }
  lines.push(
    e.spotsLeft > 0
      ? say(
          voice,
          `${e.spotsLeft} spots left. Shall I book it for you?`,
          `المقاعد المتبقية: ${e.spotsLeft}. هل أحجزها لك؟`,
        )
      : say(voice, 'It is fully booked.', 'هذه الرحلة محجوزة بالكامل.'),
  );
  return lines.join('\n');
}
