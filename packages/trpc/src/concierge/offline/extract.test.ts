import { describe, expect, it } from 'vitest';
import { extractBookingId, extractDate, extractPartySize, extractTime } from './extract.ts';
import { normalize } from './language.ts';

/** A Sunday. */
const TODAY = '2026-11-22';

const dates: [string, string | undefined][] = [
  ['a table today', '2026-11-22'],
  ['dinner tonight', '2026-11-22'],
  ['book it for tomorrow', '2026-11-23'],
  ['the day after tomorrow', '2026-11-24'],
  ['Irth for six of us, in three days at 9pm', '2026-11-25'],
  ["in 4 days' time", '2026-11-26'],
  ['بدي احجز بخزامى بعد بكرا الساعة ٨', '2026-11-24'],
  ['بعد ثلاث ايام', '2026-11-25'],
  ['بعد يومين', '2026-11-24'],
  ['بعد ٣ أيام', '2026-11-25'],
  ['for three days', undefined],
  ['on Friday', '2026-11-27'],
  ['this Sunday', '2026-11-22'],
  ['next Sunday', '2026-11-29'],
  ['on 2026-12-01', '2026-12-01'],
  ['November 25th', '2026-11-25'],
  ['25 November', '2026-11-25'],
  ['on the 3rd of December', '2026-12-03'],
  ['January 5', '2027-01-05'],
  ['اليوم', '2026-11-22'],
  ['الليلة', '2026-11-22'],
  ['غداً', '2026-11-23'],
  ['بكرة', '2026-11-23'],
  ['بعد غد', '2026-11-24'],
  ['يوم الخميس', '2026-11-26'],
  ['الجمعة القادمة', '2026-11-27'],
  ['25 نوفمبر', '2026-11-25'],
  ['أريد الغداء', undefined],
  ['a table for 4', undefined],
];

const times: [string, string | undefined, boolean?][] = [
  ['at 7pm', '19:00'],
  ['7 pm please', '19:00'],
  ['7:30 PM', '19:30'],
  ['7.30pm', '19:30'],
  ['at 19:30', '19:30'],
  ['10am', '10:00'],
  ['12 pm', '12:00'],
  ['12am', '00:00'],
  ['at noon', '12:00'],
  ['at 8', '08:00', true],
  ['around 9 for 2', '09:00', true],
  ['at 20', '20:00', false],
  ['الساعة 7 مساءً', '19:00'],
  ['٧ مساء', '19:00'],
  ['الساعة 10 صباحا', '10:00'],
  ['الساعة ١٠:٣٠ صباحاً', '10:30'],
  ['الساعة 8', '08:00', true],
  ['9 م', '21:00'],
  ['الساعة 1 الظهر', '13:00'],
  ['الساعة 12 الظهر', '12:00'],
  ['الساعة 5 العصر', '17:00'],
  ['الساعة 9 بالليل', '21:00'],
  ['الساعة 8 الصبح', '08:00'],
  ['for 4 people', undefined],
  ['2026-11-25', undefined],
];

const parties: [string, number | undefined][] = [
  ['for 4', 4],
  ['for 4 at 7pm', 4],
  ['4 people', 4],
  ['party of 6', 6],
  ['table for two', 2],
  ['a table for 2 at 8', 2],
  ['three guests', 3],
  ['just me', 1],
  ['my wife and I', 2],
  ['for 7pm', undefined],
  ['for 7 pm', undefined],
  ['at 7', undefined],
  ['4 أشخاص', 4],
  ['لشخصين', 2],
  ['لـ 3', 3],
  ['ثلاثة أشخاص', 3],
  ['شخص واحد', 1],
  ['الساعة 7 مساء', undefined],
  ['me and my two kids', 3],
  ['sign my two kids up', 2],
  ['for the four of us', 4],
  ['there are three of us', 3],
  ['my wife, me and our 3 children', 5],
  ['my husband and me', 2],
  ['me and my wife', 2],
  ['انا وزوجتي', 2],
  ['انا وزوجتي وطفلين', 4],
  ['لطفلين', 2],
  ['انا وولدين', 3],
  // 'and' inside 'grandma' or 'grandchildren' does not split a member in two.
  ['me and my grandma', 2],
  ['me, my wife and our three grandchildren', 5],
  ['me and my twelve colleagues', 13],
  // 'a' counts a member of a party, never the party: 'a table' is no party size.
  ['a table by the window', undefined],
];

describe('extractDate', () => {
  it.each(dates)('%s → %s', (text, date) => expect(extractDate(normalize(text), TODAY)).toBe(date));
});

describe('extractTime in the dialects', () => {
  it.each([
    ['بكرا الساعه ٧ المسا', '19:00'],
    ['بكره ٧:٣٠ المسا لشخصين', '19:30'],
    ['الساعه ١١ الصبح', '11:00'],
    ['الساعه 10 بالليل', '22:00'],
    ['بكره الساعه ٨ بالليل لاربعه', '20:00'],
    ['بكره الساعه ٣ العصر', '15:00'],
  ])('%s → %s', (text, time) =>
    expect(extractTime(normalize(text))).toMatchObject({ time, isAmbiguous: false }),
  );
});

describe('extractPartySize in the dialects', () => {
  it.each([
    ['بدي احجز بخزامى بكرا انا ومرتي', 2],
    ['طاوله لي وللمدام', undefined],
    ['انا وزوجي', 2],
    ['احجز لي ولصاحبي', 2],
    ['عايز احجز في سوق السمك بكره الساعه ٨ بالليل لاربعه', 4],
    ['تم حجز رحلتك البرية: وادي رم، عدد المشاركين 3، الإجمالي 447', 3],
  ])('%s → %s', (text, size) => expect(extractPartySize(normalize(text))).toBe(size));
});

describe('extractPartySize: a count told as who we are', () => {
  it.each([
    ["sorry we're actually 5", 5],
    ['we are now six', 6],
    ["there'll be 3 of us", 3],
    ["we're going to be four", 4],
    ['we are at 8 tonight', undefined],
  ])('%s → %s', (text, size) => expect(extractPartySize(normalize(text))).toBe(size));
});

describe('extractTime', () => {
  it.each(times)('%s → %s', (text, time, isAmbiguous) => {
    const result = extractTime(normalize(text));
    expect(result?.time).toBe(time);
    if (time && isAmbiguous !== undefined) expect(result?.isAmbiguous).toBe(isAmbiguous);
  });
});

describe('extractPartySize', () => {
  it.each(parties)('%s → %s', (text, size) => expect(extractPartySize(normalize(text))).toBe(size));
});

describe('extractBookingId', () => {
  it.each([
    ['cancel booking #12', 12],
    ['cancel reservation number 7', 7],
    ['الغاء الحجز رقم 5', 5],
    ['cancel my booking', undefined],
  ] as const)('%s → %s', (text, id) => expect(extractBookingId(normalize(text))).toBe(id));
});
