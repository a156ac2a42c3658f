import { describe, expect, it } from 'vitest';
import { namesAsLandmark } from './landmarks.ts';

describe('a name that only says where the thing asked about is', () => {
  it.each([
    ['the milkshake place by the water park till when is it open', ['Water Park', 'الحديقة المائية']],
    ['where is the juice bar next to the lido pool', ['Lido Pool', 'مسبح ليدو']],
    ['وين بار العصائر اللي جنب مسبح ليدو', ['Lido Pool', 'مسبح ليدو']],
  ])('%j', (question, names) => {
    expect(namesAsLandmark(question, names)).toBe(true);
  });

  it.each([
    ['what time does the water park open', ['Water Park', 'الحديقة المائية']],
    ['whats near the water park', ['Water Park', 'الحديقة المائية']],
    ['is the water park near the space diner', ['Water Park', 'الحديقة المائية']],
    ['متى تفتح الحديقة المائية', ['Water Park', 'الحديقة المائية']],
  ])('not %j', (question, names) => {
    expect(namesAsLandmark(question, names)).toBe(false);
  });
});
