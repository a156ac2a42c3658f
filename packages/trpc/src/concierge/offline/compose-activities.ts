import type { ActivitiesResult, ActivityInfo } from '../tools/types.ts';
import {
  bullet,
  clocksIn,
  dayPhrase,
  descriptionLines,
  inVoice,
  place,
  say,
  term,
  timesList,
  type Voice,
} from './say.ts';

/** Onboard activities, one a line, noting which can be booked. */
export function composeActivityList(voice: Voice, result: ActivitiesResult): string {
  if (result.activities.length === 0) {
    return say(voice, "I don't have any activities listed right now.", 'لا توجد أنشطة مدرجة لدي حاليًا.');
  }
  const lines = result.activities.map((a) =>
    bullet(
      say(
        voice,
        `${inVoice(voice, a.name, a.nameAr)} (${a.location}): ${clocksIn(voice, a.schedule)}${a.isBookable ? ', bookable' : ''}`,
        `${inVoice(voice, a.name, a.nameAr)} (${place(voice, a.location)}): ${term(voice, a.schedule)}${a.isBookable ? '، يمكن حجزه' : ''}`,
      ),
    ),
  );
  return [
    say(voice, 'Here is what is on board:', 'إليك الأنشطة على متن السفينة:'),
    ...lines,
    '',
    say(
      voice,
      'Would you like details on one of them, or to book a session?',
      'هل تودّ معرفة تفاصيل أحدها أو حجز جلسة؟',
    ),
  ].join('\n');
}

/** One activity in full, with its free sessions on the date when it can be booked. */
export function composeActivityDetail(voice: Voice, a: ActivityInfo, date: string): string {
  const lines = [
    say(
      voice,
      `${inVoice(voice, a.name, a.nameAr)} is on ${a.location}. Schedule: ${clocksIn(voice, a.schedule)}.`,
      `يقع ${inVoice(voice, a.name, a.nameAr)} في ${place(voice, a.location)}. المواعيد: ${term(voice, a.schedule)}.`,
    ),
  ];
  lines.push(...descriptionLines(voice, a.description, a.descriptionAr));
  if (a.ageGroup)
    lines.push(say(voice, `Age group: ${a.ageGroup}.`, `الفئة العمرية: ${term(voice, a.ageGroup)}.`));
  if (a.isBookable) {
    const times = a.freeTimes.map((slot) => slot.time);
    lines.push(
      times.length
        ? say(
            voice,
            `Free sessions ${dayPhrase(voice, date)}: ${timesList(voice, times)}. Shall I book one?`,
            `الجلسات المتاحة ${dayPhrase(voice, date)}: ${timesList(voice, times)}. هل أحجز لك؟`,
          )
        : say(
            voice,
            `No sessions are free ${dayPhrase(voice, date)}.`,
            `لا توجد جلسات متاحة ${dayPhrase(voice, date)}.`,
          ),
    );
  } else {
    lines.push(say(voice, 'No booking is needed: just drop by.', 'لا يحتاج إلى حجز، يمكنك الحضور مباشرة.'));
  }
  return lines.join('\n');
}
