import { describe, expect, it } from 'vitest';
import { withSubjectNamed } from './correction-in-context.ts';
import { refersBack } from './corrections.ts';

describe('a follow-up asked again with what it points at named', () => {
  it.each([
    ['how late is it open?', 'Nakheel Lounge', 'how late is Nakheel Lounge open?'],
    ['and what time does it close?', 'Nakheel Lounge', 'what time does Nakheel Lounge close?'],
    ['ومتى تقفل؟', 'صالة النخيل', 'متى تقفل صالة النخيل'],
  ])('%s → %s', (question, subject, asked) => {
    expect(withSubjectNamed(question, subject)).toBe(asked);
    expect(refersBack(withSubjectNamed(question, subject))).toBe(false);
  });

  it("reads Egyptian 'هو في…؟' as a question of its own, not a pointer", () => {
    expect(refersBack('هو في كازينو في المركب؟')).toBe(false);
    expect(refersBack('هو مفتوح لحد امتى؟')).toBe(true);
  });
});
