import { isArabic } from '@marsa/i18n';
import type { PortInfo } from '../tools/types.ts';
import { inVoice, say, term, type Voice } from './say.ts';

const TIMEZONE_EN =
  /\btime ?zones?\b|\b(?:change|set|adjust|put|move) (?:my|our|the) (?:watch|watches|clock|clocks|phone|phones)\b|\bclocks? (?:go |change|forward|back)|\btime (?:is |be )?different\b|\bdifferent time\b|\btime difference\b|\blocal time\b|\bsame time (?:as|there)\b/;
const TIMEZONE_AR =
  /المنطقه الزمنيه|التوقيت المحلي|فرق (?:ال)?(?:توقيت|ساعه|الوقت)|فارق (?:ال)?(?:توقيت|ساعه|الوقت)|(?:نفس|يختلف|تختلف|مختلف|غير) (?:ال)?توقيت|التوقيت (?:نفس|يختلف|تختلف|مختلف|غير)|توقيت (?:محلي|مصر|السعوديه|الاردن|هناك|الميناء|البلد)|الساعه (?:في|ب)\S* .*(?:نفس|تختلف|يختلف|مختلف)|نفس ساعه (?:ال)?(?:سفينه|مركب|باخره)|(?:نغير|نقدم|نوخر|اغير|اقدم|اوخر) (?:ال)?ساع/;

/** 'what's the timezone in Safaga?', 'do I change my watch in Aqaba?', 'الساعة في شرم نفس ساعة السفينة؟' */
export const timezoneAsked = (normalized: string) =>
  isArabic(normalized) ? TIMEZONE_AR.test(normalized) : TIMEZONE_EN.test(normalized);

/** 'UTC+2' → 2 (hours from UTC), when the record's zone reads so. */
const offsetOf = (zone: string | null | undefined) => {
  const match = /^(?:utc|gmt)\s*([+-]\d{1,2})(?::?(\d{2}))?$/i.exec(zone?.trim() ?? '');
  return match ? Number(match[1]) + Math.sign(Number(match[1])) * (Number(match[2] ?? 0) / 60) : undefined;
};

/**
 * A port's time zone from the itinerary, against the call before it: 'Safaga, Egypt, keeps UTC+2:
 * 1 hour behind Aqaba (UTC+3), the call before it.' Undefined when the record holds no zone.
 */
export function composeTimezone(voice: Voice, port: PortInfo, ports: PortInfo[]): string | undefined {
  if (!port.timezone) return undefined;
  const name = inVoice(voice, port.portName, port.portNameAr);
  const zone = port.timezone;
  const before = ports.find((p) => p.order === port.order - 1);
  const here = offsetOf(zone);
  const there = offsetOf(before?.timezone);
  const lead = say(
    voice,
    `${name}, ${port.country}, keeps ${zone}`,
    `${name}، ${term(voice, port.country)}، على توقيت ${zone}`,
  );
  if (!before || here === undefined || there === undefined) return `${lead}.`;
  const from = inVoice(voice, before.portName, before.portNameAr);
  const hours = Math.abs(here - there);
  if (hours === 0)
    return say(
      voice,
      `${lead}: the same time as ${from} (${before.timezone}), the call before it, so clocks stay as they are.`,
      `${lead}: نفس توقيت ${from} (${before.timezone})، المحطة السابقة، فلا تتغير الساعة.`,
    );
  const behind = here < there;
  return say(
    voice,
    `${lead}: ${hours} hour${hours === 1 ? '' : 's'} ${behind ? 'behind' : 'ahead of'} ${from} (${before.timezone}), the call before it, so clocks go ${behind ? 'back' : 'forward'} ${hours} hour${hours === 1 ? '' : 's'}.`,
    `${lead}: ${behind ? 'متأخرة' : 'متقدمة'} ${hours === 1 ? 'ساعة واحدة' : `${hours} ساعات`} عن ${from} (${before.timezone})، المحطة السابقة، فتُضبط الساعة ${behind ? 'إلى الوراء' : 'إلى الأمام'} ${hours === 1 ? 'ساعة واحدة' : `${hours} ساعات`}.`,
  );
}
