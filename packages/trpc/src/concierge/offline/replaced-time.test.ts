import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { withoutReplacedTime } from './replaced-time.ts';

const read = (text: string) => withoutReplacedTime(normalize(text));

describe('withoutReplacedTime', () => {
  it('drops the time a change replaces, in English and Arabic', () => {
    expect(read('actually can we do 9 instead of 8?')).toBe('actually can we do 9?');
    expect(read('make it 8 rather than 7')).toBe('make it 8');
    expect(read('move it from 7 to 8')).toBe('move it to 8');
    expect(read('ممكن تخليها ٨ بدل ٧؟')).toBe('ممكن تخليها 8؟');
    expect(read('لا بدال ٧ خليها ٨')).toBe('لا خليها 8');
    expect(read('بدل الساعة ٨ خليها ٩')).toBe('خليها 9');
  });
  it('leaves a reply that replaces no time alone', () => {
    expect(read('can we do 9?')).toBe('can we do 9?');
    expect(read('from deck 5 to the spa')).toBe('from deck 5 to the spa');
  });
});
