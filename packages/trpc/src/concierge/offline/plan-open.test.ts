import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { getsPlace } from './plan-open.ts';

describe('a question that wants a place', () => {
  it('reads where, open and get words', () => {
    expect(getsPlace(normalize('فين اقدر اكل بعد نص الليل؟'))).toBe(true);
    expect(getsPlace(normalize('what is still open after midnight?'))).toBe(true);
  });

  it("does not read 'فينا' (one of us) or Levantine 'فيني' (can I) as 'فين' (where)", () => {
    expect(getsPlace(normalize('لو حد فينا تعب بعد نص الليل نكلم رقم كام؟'))).toBe(false);
    expect(getsPlace(normalize('فيني كلم الدكتور بعد نص الليل؟'))).toBe(false);
  });
});
