import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { isDialectBookingRequest } from './request-ar.ts';

const reads = (text: string) => isDialectBookingRequest(normalize(text));

describe('isDialectBookingRequest', () => {
  it.each([
    'نبي طاولة في ليالينا بكرة الساعة 8 مساء لأربعة أشخاص',
    'نبغى حجز في إرث بكرة الساعة 7 مساء لشخصين',
    'ودنا مكان في لا تافولا بكرة الساعة 7:30 مساء لثلاثة',
    'بدنا جلسة بخزامى بكرة الساعة 8 المسا لخمسة اشخاص',
    'عايزين ترابيزة في لا تافولا بكرة',
    'ابغى موعد مساج بكرة العصر',
    'وبدي حجز للحمام المغربي',
    'احنا نبي لو سمحت طاولة لشخصين',
  ])('a request: %s', (text) => {
    expect(reads(text)).toBe(true);
  });

  it.each([
    'ابي مكان هادي اقرا فيه',
    'وين مكان المساج؟',
    'متى موعد وصولنا لجدة؟',
    'كم سعر الحجز في إرث؟',
    'نبي نعرف وش فيه الليلة',
    'بدنا جلسة هادئة نقعد فيها',
  ])('not a request: %s', (text) => {
    expect(reads(text)).toBe(false);
  });
});
