import { describe, expect, it } from 'vitest';
import type { BookedExcursion, BookedService, HandOffResult } from '../tools/types.ts';
import {
  composeBooked,
  composeBookingFailed,
  composeCancelled,
  composeExcursionBooked,
  composeMyBookings,
} from './compose-bookings.ts';
import { composeRoomService } from './compose-general.ts';
import { composeHandOff } from './compose-handoff.ts';
import type { Voice } from './say.ts';

const voice = (lang: Voice['lang']): Voice => ({
  lang,
  today: '2026-11-24',
  guestName: undefined,
  brand: 'Marsa',
});
const ar = voice('ar');
/** Three English words in a row: English outside a verbatim quote. */
const ENGLISH = /[A-Za-z]{2,}(?:[ ,'&-]+[A-Za-z]{2,}){2,}/;

const khuzama: BookedService = {
  id: 12,
  type: 'restaurant',
  serviceId: 7,
  serviceName: 'Khuzama',
  serviceNameAr: 'خزامى',
  date: '2026-11-25',
  time: '20:00',
  partySize: 3,
  status: 'confirmed',
};
const petra: BookedExcursion = {
  id: 4,
  shoreExcursionId: 9,
  title: 'Petra Grand Tour',
  titleAr: 'جولة البتراء الكبرى',
  participants: 2,
  totalPriceUSD: 578,
  status: 'confirmed',
};

describe('booking replies to an Arabic guest name the record in Arabic (issue 9, points 6–7)', () => {
  it('confirms a table and an excursion by their Arabic names, party and times the Arabic way', () => {
    const table = composeBooked(ar, khuzama);
    expect(table).toContain('خزامى');
    expect(table).toContain('8:00 م');
    expect(table).toContain('3 ضيوف');
    expect(table).not.toContain('Khuzama');
    const tour = composeExcursionBooked(ar, petra);
    expect(tour).toContain('جولة البتراء الكبرى');
    expect(tour).not.toMatch(ENGLISH);
    // English replies keep the English names.
    expect(composeBooked(voice('en'), khuzama)).toContain('Khuzama');
  });

  it('lists and cancels bookings by their Arabic names, with Arabic statuses and commas', () => {
    const list = composeMyBookings(ar, {
      bookings: [khuzama],
      excursions: [{ ...petra, status: 'cancelled' }],
    });
    expect(list).toContain('#12 خزامى، ');
    expect(list).toContain('#4 جولة البتراء الكبرى، عدد المشاركين: 2 (ملغى)');
    expect(list).not.toMatch(/Khuzama|Petra|, /);
    expect(composeCancelled(ar, { ok: true, kind: 'service', booking: khuzama })).toBe(
      'تم إلغاء الحجز رقم 12 (خزامى).',
    );
  });

  it('falls back to the English name only where the record has no Arabic one', () => {
    const reply = composeBooked(ar, { ...khuzama, serviceNameAr: null });
    expect(reply).toContain('Khuzama');
  });

  it("gives a rule's refusal in Arabic, or quotes the English when the rule has no Arabic text", () => {
    const limit = composeBookingFailed(ar, {
      ok: false,
      error: 'You can hold at most 6 bookings on one day',
      errorAr: 'يمكنك الاحتفاظ بـ 6 حجوزات كحد أقصى في اليوم الواحد',
    });
    expect(limit).toContain('يمكنك الاحتفاظ بـ 6 حجوزات');
    expect(limit).not.toMatch(ENGLISH);
    expect(composeBookingFailed(ar, { ok: false, error: 'Something odd happened' })).toContain(
      '«Something odd happened»',
    );
  });

  it('confirms a room-service order with the menu items in Arabic', () => {
    const reply = composeRoomService(ar, {
      ok: true,
      order: {
        id: 3,
        items: [{ name: 'Arabic Coffee', nameAr: 'قهوة عربية', quantity: 2 }],
        notes: '',
        estimatedDelivery: '30-45 minutes',
      },
    });
    expect(reply).toContain('2 × قهوة عربية');
    expect(reply).not.toMatch(/Arabic Coffee|minutes/);
  });

  it('names the departments of a hand-off in Arabic', () => {
    const result: HandOffResult = {
      ok: true,
      request: { id: 5, category: 'general' },
      departments: ['Guest Services'],
    };
    const reply = composeHandOff(ar, result);
    expect(reply).toContain('خدمة الضيوف');
    expect(reply).not.toContain('Guest Services');
  });
});
