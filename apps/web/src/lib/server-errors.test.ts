import { errors as ar } from '@marsa/i18n/ar';
import { errors as en } from '@marsa/i18n/en';
import { describe, expect, it } from 'vitest';
import { fieldIssuesText, serverErrorText, translateError } from './server-errors.ts';

/** A booking conflict as tRPC's client receives it. */
const fullyBooked = {
  message: 'Coral Grill is fully booked on 2031-05-01 at 13:00. Still available that day: 18:00, 19:00',
  data: {
    code: 'CONFLICT',
    errorCode: 'booking.fully_booked',
    params: { venue: 'Coral Grill', date: '2031-05-01', time: '13:00', alternatives: ['18:00', '19:00'] },
  },
};

describe('server errors by code', () => {
  it('shows an Arabic guest a booking conflict with its details in Arabic', () => {
    const text = serverErrorText(fullyBooked, ar, 'ar');
    // The English venue name is isolated inside the Arabic sentence (interpolate's bidi rule).
    expect(text).toBe(
      '\u2068Coral Grill\u2069 محجوز بالكامل يوم 01‏/05‏/2031 الساعة 1:00 م. ما زال متاحًا في ذلك اليوم: 6:00 م، 7:00 م',
    );
    expect(text).not.toMatch(/fully booked|Still available/);
  });

  it('gives an English guest exactly the server’s English', () => {
    expect(serverErrorText(fullyBooked, en, 'en')).toBe(fullyBooked.message);
    expect(translateError('booking.day_limit', { limit: 6 }, en, 'en')).toBe(
      'You can hold at most 6 bookings on one day',
    );
  });

  it('reads a REST body too, and leaves unknown codes to the message', () => {
    expect(
      serverErrorText({ message: 'Booking not found', code: 'booking.not_found', params: {} }, ar, 'ar'),
    ).toBe('الحجز غير موجود');
    expect(serverErrorText({ message: 'x', data: { errorCode: 'no.such_code', params: {} } }, ar, 'ar')).toBe(
      undefined,
    );
    expect(serverErrorText(new Error('boom'), ar, 'ar')).toBe(undefined);
  });

  it('translates coded field errors', () => {
    const error = {
      data: {
        fieldIssues: {
          partySize: [{ code: 'booking.party_too_large', params: { venue: 'Irth', limit: 8 } }],
        },
      },
    };
    expect(fieldIssuesText(error, ar, 'ar')).toEqual({
      partySize: 'يستقبل \u2068Irth\u2069 مجموعات من 8 أشخاص كحد أقصى',
    });
    expect(fieldIssuesText(error, en, 'en')).toEqual({ partySize: 'Irth takes parties of at most 8' });
  });
});
