import { bookingInputSchema, departmentInputSchema } from '@marsa/trpc/schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from './catalogs.ts';
import { errorMessage, fieldErrorsOf, validateWith } from './notify.tsx';

beforeAll(() => loadMessages('ar'));
afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('validateWith', () => {
  it('shows the shared schema’s messages in English as the schema words them', () => {
    document.documentElement.lang = 'en';
    expect(validateWith(departmentInputSchema)({ name: '', email: 'nope', category: '' })).toEqual({
      name: 'Department name is required',
      email: 'Please enter a valid email address',
      category: 'Category is required',
    });
  });

  it('translates every field error of a form into Arabic by its code, with its details', () => {
    document.documentElement.lang = 'ar';
    expect(validateWith(departmentInputSchema)({ name: '', email: 'nope', category: '' })).toEqual({
      name: 'اسم القسم مطلوب',
      email: 'يرجى إدخال بريد إلكتروني صحيح',
      category: 'الفئة مطلوبة',
    });
    const booking = { type: 'restaurant', serviceId: 1, date: '2031-05-01', time: '19:00', partySize: 25 };
    expect(validateWith(bookingInputSchema)(booking)).toEqual({
      partySize: 'يجب ألا يزيد عدد الأشخاص على 20',
    });
  });
});

describe('fieldErrorsOf', () => {
  it('shows the server’s coded field errors in Arabic', () => {
    document.documentElement.lang = 'ar';
    const refused = {
      message: 'partySize: Party size can be at most 20',
      data: {
        errorCode: 'validation.field',
        params: { field: 'partySize', reason: 'Party size can be at most 20' },
        fieldIssues: { partySize: [{ code: 'booking.party_max', params: { max: 20 } }] },
      },
    };
    expect(fieldErrorsOf(refused)).toEqual({ partySize: 'يجب ألا يزيد عدد الأشخاص على 20' });
    // The summary ('partySize: …' in English) reads as its first field's error.
    expect(errorMessage(refused, 'x')).toBe('يجب ألا يزيد عدد الأشخاص على 20');
  });
});
