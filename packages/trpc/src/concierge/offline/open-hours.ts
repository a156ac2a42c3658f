/**
 * What is open when, over every place with hours (issue 9, point 5): venues, restaurants (their
 * venues carry their hours), bars and lounges, pools, spa, gym, shops, and room service. Hours are
 * read from the records as written ('07:00–20:00', '10:00–01:00', 'Open 24 hours',
 * '08:00–12:00, 16:00–19:00'); a time is minutes from midnight on the ship's clock.
 */

const DAY = 24 * 60;

/** One opening: from `from` to `to` minutes after midnight (`to` past 1440 closes after midnight). */
export type Span = { from: number; to: number };
/** A place's hours: open all day, open in spans, or only at set times ('Shows at 19:30 and 21:30'). */
export type Opening = { always: boolean; spans: Span[]; times: number[] };

const CLOCK = /(?<![\d:])([01]?\d|2[0-4])[:.]([0-5]\d)(?!\d)/g;
const SPAN =
  /(?<![\d:])([01]?\d|2[0-4])[:.]([0-5]\d)\s*(?:[–—-]|to|until|till|حتى|الى|إلى)\s*([01]?\d|2[0-4])[:.]([0-5]\d)(?!\d)/g;
/** '24 hours' as the place's own hours; '(emergencies 24h)' beside spans is a note, not the hours. */
const ALWAYS =
  /\b(?:open|available)\s+24\s*(?:hours|h)\b|\b24\/7\b|^\s*24\s*(?:hours|h)\s*$|(?:على مدار|طوال) (?:الساعه|اليوم)|24 ساع[ةه]/i;

/** The hours a record writes, read into spans and set times. */
export function parseHours(text: string | null | undefined): Opening {
  const source = text ?? '';
  const spans: Span[] = [];
  for (const match of source.matchAll(SPAN)) {
    const from = Number(match[1]) * 60 + Number(match[2]);
    const to = Number(match[3]) * 60 + Number(match[4]);
    spans.push({ from, to: to <= from ? to + DAY : to });
  }
  const inSpans = source.replace(SPAN, ' ');
  const times = [...inSpans.matchAll(CLOCK)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return { always: spans.length === 0 && ALWAYS.test(source), spans, times };
}

export const hasHours = (opening: Opening) => opening.always || opening.spans.length > 0;

/** Open at that minute of the day (a span past midnight also covers the small hours). */
export function isOpenAt(opening: Opening, minute: number): boolean {
  if (opening.always) return true;
  return opening.spans.some(
    (span) =>
      (minute >= span.from && minute < span.to) || (minute + DAY >= span.from && minute + DAY < span.to),
  );
}

/** The latest closing, for ranking by how late a place stays open (open all day is latest). */
export const latestClosing = (opening: Opening) =>
  opening.always ? 2 * DAY : Math.max(-1, ...opening.spans.map((span) => span.to));

/** 'Late at night' is this minute or after: what is still open then is open late. */
export const LATE_NIGHT = 23 * 60;
/** 'HH:MM' → minutes. */
export const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** Hours that say the place shuts while the ship is docked ('09:00–23:00 (closed in port)'). */
export const closesInPort = (hours: string) =>
  /closed in port|مغلق (?:في|اثناء|أثناء) (?:الميناء|الرسو)/i.test(hours);

/** The port call the ship is docked at on that day at that minute (arrival to departure), if any. */
export function dockedAt<
  T extends { arrivalDate: string; arrivalTime: string; departureDate: string; departureTime: string },
>(ports: readonly T[], date: string, minute: number): T | undefined {
  const at = `${date} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return ports.find(
    (port) =>
      `${port.arrivalDate} ${port.arrivalTime}` <= at && at < `${port.departureDate} ${port.departureTime}`,
  );
}
