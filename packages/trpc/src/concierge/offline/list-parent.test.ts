import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { listParentAsked } from './list-parent.ts';
import type { Shown } from './referents.ts';

const spa = (name: string): Shown => ({ kind: 'spa', name, nameAr: null });
const marsaSpa: Shown = { kind: 'venue', name: 'Marsa Spa', nameAr: 'سبا مرسى' };
const treatments = [spa('Signature Red Sea Massage'), spa('Royal Rejuvenation Facial'), marsaSpa];

describe('listParentAsked', () => {
  it("is the one place a list of offerings named, for a question about a place's own fields", () => {
    for (const text of [
      'when does it open?',
      'and where is it exactly?',
      'is there an age limit?',
      'وين مكانه؟',
    ])
      expect(listParentAsked(treatments, normalize(text)), text).toBe(marsaSpa);
  });

  it('leaves questions about the offerings, a single record and a list of places alone', () => {
    expect(listParentAsked(treatments, normalize('how much is it?'))).toBeUndefined();
    expect(listParentAsked(treatments, normalize('how long does it take?'))).toBeUndefined();
    expect(
      listParentAsked([spa('Signature Red Sea Massage'), marsaSpa], normalize('when does it open?')),
    ).toBe(undefined);
    const places = [marsaSpa, { kind: 'venue' as const, name: 'Lido Pool', nameAr: null }];
    expect(listParentAsked(places, normalize('when does it open?'))).toBeUndefined();
  });
});
