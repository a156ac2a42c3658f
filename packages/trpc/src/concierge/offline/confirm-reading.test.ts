import { describe, expect, it } from 'vitest';
import { carriesOut, confirmsCard, dropsCard, effectiveChange, isSwitch } from './confirm-reading.ts';
import { pickOfferedTime } from './dialogue.ts';
import { partyForUsAr } from './extract.ts';
import { normalize } from './language.ts';
import { bookingProposal } from './test-conversation.ts';

const n = normalize;
const card = (time: string, partySize: number) =>
  bookingProposal('bookTable', { restaurantId: 1, date: '2026-11-25', time, partySize }, 'Irth', 'إرث');

describe('a yes in words of its own carries the card out', () => {
  it.each([
    ["Yup, that's the one. Lock it in.", 'restaurant'],
    ['Lovely, please reserve it for the three of us.', 'restaurant'],
    ['sounds good, send it up', 'room_service'],
    ['perfect, place the order', 'room_service'],
    ['yeah go ahead and cancel it please', 'cancel'],
    ['ايه زين، ثبت الحجز', 'restaurant'],
    ['ايوه تمام، احجزلي', 'restaurant'],
    ['اي منيح، أكدلي الحجز', 'spa'],
    ['ايوه اطلبها', 'room_service'],
    ['ماشي ابعتهم', 'room_service'],
    ['ايه الغيه لو سمحت', 'cancel'],
    ['ايه الغه لو سمحت', 'cancel'],
  ] as const)('%s', (text, kind) => {
    expect(carriesOut(n(text), kind)).toBe(true);
  });

  it.each([
    ['before I say yes, do we need to bring our own mats?', 'activity'],
    ["don't book it yet", 'restaurant'],
    ['hold on, let me check with my wife', 'restaurant'],
    ['can you book me a massage too', 'restaurant'],
    ['قبل ما أأكد، عندهم أكل للأطفال؟', 'restaurant'],
    ['لا تحجز لسه', 'restaurant'],
    ['استنى شوي', 'restaurant'],
    ['send it up', 'restaurant'],
    ['book it', 'cancel'],
  ] as const)('%s is no yes', (text, kind) => {
    expect(carriesOut(n(text), kind)).toBe(false);
  });

  it("'cancel it' drops a booking's card and carries out a cancellation's", () => {
    expect(confirmsCard(n('cancel it'), 'restaurant')).toBe(false);
    expect(dropsCard(n('cancel it'), 'restaurant')).toBe(true);
    expect(confirmsCard(n('cancel it'), 'cancel')).toBe(true);
    expect(dropsCard(n('الغيه'), 'cancel')).toBe(false);
  });
});

describe('details that restate the card change nothing', () => {
  it('drops the party, time and date the card already says', () => {
    expect(effectiveChange({ partySize: 4 }, card('19:00', 4))).toEqual({});
    expect(effectiveChange({ time: '12:00', isTimeAmbiguous: true }, card('12:00', 2))).toEqual({});
    expect(effectiveChange({ time: '09:00', isTimeAmbiguous: true }, card('21:00', 2))).toEqual({});
    expect(effectiveChange({ date: '2026-11-25' }, card('21:00', 2))).toEqual({});
  });
  it('keeps what differs', () => {
    expect(effectiveChange({ partySize: 5 }, card('21:00', 2))).toEqual({ partySize: 5 });
    expect(effectiveChange({ time: '20:00', isTimeAmbiguous: false }, card('21:00', 2))).toEqual({
      time: '20:00',
      isTimeAmbiguous: false,
    });
  });
});

describe('a change of mind', () => {
  it.each([
    "Hmm, on second thought let's do the calligraphy workshop instead",
    'actually no, swap that for the Desert Rose Body Wrap, same time',
    'لا لا، غيرت رايي، خليها لفافة وردة الصحراء بنفس الوقت',
    'لا خلاص، بدلها بورشة الخط العربي، نفس العدد',
  ])('%s', (text) => {
    expect(isSwitch(n(text))).toBe(true);
  });
});

describe('a count after a verb said for us', () => {
  it.each([
    ['سجلنا ثلاثة في يوغا الغروب بكرة', 3],
    ['احجزلنا اربعه في ليالينا', 4],
    ['احجز لنا ٥ بكرة', 5],
  ])('%s → %i', (text, size) => {
    expect(partyForUsAr(n(text))).toBe(size);
  });
  it('never an hour', () => {
    expect(partyForUsAr(n('احجز لنا ٨ بالليل'))).toBeUndefined();
    expect(partyForUsAr(n('احجز لنا 8:30'))).toBeUndefined();
  });
});

describe('a time picked in one clause of a longer yes', () => {
  it('reads the clause that picks an offered time', () => {
    const offered = ['18:00', '19:00', '20:00'];
    expect(pickOfferedTime('7 works for us. Yes please, go ahead and book it.', offered)).toBe('19:00');
    expect(pickOfferedTime('7 or 8, go ahead and book it.', offered)).toBeUndefined();
  });
});
