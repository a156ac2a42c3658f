import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized', () => {
  const irth = { name: 'Irth', nameAr: 'إرث', description: 'Saudi heritage dining.', descriptionAr: null };

  it('gives the Arabic counterpart on an Arabic screen and the English on an English one', () => {
    expect(localized(irth, 'name', 'ar')).toBe('إرث');
    expect(localized(irth, 'name', 'en')).toBe('Irth');
  });

  it('falls back to the English when the Arabic is missing, null or blank', () => {
    expect(localized(irth, 'description', 'ar')).toBe('Saudi heritage dining.');
    expect(localized({ title: 'Petra' }, 'title', 'ar')).toBe('Petra');
    expect(localized({ portName: 'Aqaba', portNameAr: '  ' }, 'portName', 'ar')).toBe('Aqaba');
  });
});
