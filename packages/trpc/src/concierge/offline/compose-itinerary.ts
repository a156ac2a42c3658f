import { formatDate } from '@marsa/i18n';
import type { ItineraryResult, PortInfo } from '../tools/types.ts';
import { bullet, clock, descriptionLines, inVoice, say, term, terms, type Voice } from './say.ts';

const when = (voice: Voice, p: PortInfo) =>
  say(
    voice,
    `${formatDate(p.arrivalDate, voice.lang, 'medium')}, ${clock(voice, p.arrivalTime)}–${clock(voice, p.departureTime)}`,
    `${formatDate(p.arrivalDate, voice.lang, 'medium')}، ${clock(voice, p.arrivalTime)}–${clock(voice, p.departureTime)}`,
  );

/** The ports in order, and which is next. */
export function composeItinerary(voice: Voice, result: ItineraryResult): string {
  if (result.ports.length === 0) {
    return say(voice, 'The itinerary has not been published yet.', 'لم يُنشر خط سير الرحلة بعد.');
  }
  const next = result.ports.find((p) => p.arrivalDate >= result.today);
  const lines = [
    say(voice, 'Our itinerary:', 'خط سير رحلتنا:'),
    ...result.ports.map((p) =>
      bullet(
        `${p.order}. ${inVoice(voice, p.portName, p.portNameAr)}${say(voice, ', ', '، ')}${term(voice, p.country)}: ${when(voice, p)}`,
      ),
    ),
  ];
  if (next) {
    lines.push(
      '',
      say(
        voice,
        `Next port: ${inVoice(voice, next.portName, next.portNameAr)}, arriving ${formatDate(next.arrivalDate, 'en')} at ${clock(voice, next.arrivalTime)}.`,
        `الميناء القادم: ${inVoice(voice, next.portName, next.portNameAr)}، الوصول ${formatDate(next.arrivalDate, 'ar')} الساعة ${clock(voice, next.arrivalTime)}.`,
      ),
    );
  }
  return lines.join('\n');
}

/** One port in full. */
/** When the ship arrives in a port and leaves it, in one sentence. */
export function composePortTimes(voice: Voice, p: PortInfo): string {
  return say(
    voice,
    `${inVoice(voice, p.portName, p.portNameAr)}, ${p.country} (stop ${p.order}): we arrive ${formatDate(p.arrivalDate, 'en')} at ${clock(voice, p.arrivalTime)} and leave ${formatDate(p.departureDate, 'en')} at ${clock(voice, p.departureTime)}.`,
    `${inVoice(voice, p.portName, p.portNameAr)}، ${term(voice, p.country)} (المحطة ${p.order}): نصل ${formatDate(p.arrivalDate, 'ar')} الساعة ${clock(voice, p.arrivalTime)} ونغادر ${formatDate(p.departureDate, 'ar')} الساعة ${clock(voice, p.departureTime)}.`,
  );
}

export function composePort(voice: Voice, p: PortInfo): string {
  const lines = [composePortTimes(voice, p)];
  lines.push(...descriptionLines(voice, p.description, p.descriptionAr));
  if (p.highlights.length)
    lines.push(
      say(voice, `Highlights: ${p.highlights.join(', ')}.`, `أبرز المعالم: ${terms(voice, p.highlights)}.`),
    );
  if (p.activities.length)
    lines.push(
      say(voice, `Things to do: ${p.activities.join(', ')}.`, `أنشطة: ${terms(voice, p.activities)}.`),
    );
  return lines.join('\n');
}
