import { FSI, PDI } from '@marsa/i18n';
import { describe, expect, it } from 'vitest';
import { renderReason } from './reasons.ts';

describe("'Why we recommend' reasons with a record's own words", () => {
  it('isolates English features and diets inside an Arabic reason, so they never reorder it', () => {
    const reason = renderReason(
      [
        { kind: 'features', features: ['Warm basalt stones', 'Red Sea salt polish'] },
        { kind: 'dietary', restriction: 'vegetarian' },
      ],
      'ar',
    );
    expect(reason).toBe(
      `يناسب نظامك الغذائي (${FSI}vegetarian${PDI}) ويشمل ${FSI}Warm basalt stones${PDI} و${FSI}Red Sea salt polish${PDI}.`,
    );
  });

  it('leaves English words in an English reason as they are, and isolates Arabic ones', () => {
    expect(renderReason([{ kind: 'features', features: ['Hot stones', 'Aromatherapy'] }], 'en')).toBe(
      'Includes Hot stones and Aromatherapy.',
    );
    expect(renderReason([{ kind: 'dietary', restriction: 'حلال' }], 'en')).toBe(
      `Suits your ${FSI}حلال${PDI} diet.`,
    );
  });
});
