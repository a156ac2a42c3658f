import { describe, expect, it } from 'vitest';
import { plainDialectVerbsAr, stripCourtesyAr } from './courtesy-ar.ts';

describe('stripCourtesyAr', () => {
  it('drops greetings, blessings and thanks around and inside a question', () => {
    expect(stripCourtesyAr('السلام عليكم، الله يعافيك متى يسكر مطعم خزامى؟ جزاك الله خير')).toBe(
      'متى يسكر مطعم خزامى؟',
    );
    expect(stripCourtesyAr('مرحبا لو تكرمت الجيم لين كم يشتغل؟ الله يسعدك')).toBe('الجيم لين كم يشتغل؟');
    expect(stripCourtesyAr('لو سمحت حضرتك، الكيدز زون بيقفل امتى؟')).toBe('الكيدز زون بيقفل امتى؟');
    expect(stripCourtesyAr('السلام عليكم ورحمة الله، الصرافه متى تفتح؟ الله يجزاك خير')).toBe(
      'الصرافه متى تفتح؟',
    );
  });

  it('keeps a message that is only courtesy, and words that merely start like one', () => {
    expect(stripCourtesyAr('شكرا')).toBe('شكرا');
    expect(stripCourtesyAr('السلام عليكم')).toBe('السلام عليكم');
    expect(stripCourtesyAr('الله يعافيك')).toBe('الله يعافيك');
    expect(stripCourtesyAr('هلال الشيف متى يطبخ')).toBe('هلال الشيف متى يطبخ');
  });
});

describe('plainDialectVerbsAr', () => {
  it('drops future and progressive marks on leave, arrive, open and close verbs', () => {
    expect(plainDialectVerbsAr('المركب هيمشي من سفاجا الساعة كام؟')).toBe('المركب يمشي من سفاجا الساعة كام؟');
    expect(plainDialectVerbsAr('السفينه حتتحرك من العقبه امتى؟')).toBe('السفينه تتحرك من العقبه امتى؟');
    expect(plainDialectVerbsAr('امتى بيطلع المركب')).toBe('امتى يطلع المركب');
    expect(plainDialectVerbsAr('امتى هنوصل ينبع')).toBe('امتى نوصل ينبع');
    expect(plainDialectVerbsAr('السفينة عم تطلع من ينبع')).toBe('السفينة تطلع من ينبع');
    expect(plainDialectVerbsAr('ليالينا بيقفل الساعه كام')).toBe('ليالينا يقفل الساعه كام');
  });

  it('leaves other words alone', () => {
    expect(plainDialectVerbsAr('هنا بيت بنتي بكره هيا')).toBe('هنا بيت بنتي بكره هيا');
  });
});
