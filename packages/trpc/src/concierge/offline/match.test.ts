import { describe, expect, it } from 'vitest';
import { alternativesNamed, type Describable } from './match.ts';

const treatments: Describable[] = [
  { name: 'Signature Red Sea Massage', keywords: ['Full-body massage', 'Warm oils'] },
  { name: 'Royal Rejuvenation Facial', keywords: ['Facial massage', 'Gold mask'] },
  { name: 'Serenity Suite Couples Retreat', keywords: ['Side-by-side massages'] },
  { name: 'Traditional Hammam Ritual', keywords: ['Steam', 'Scrub'] },
  { name: 'Desert Rose Body Wrap', keywords: ['Mineral mud'] },
];
const names = (text: string) => alternativesNamed(text, treatments, (item) => item).map((item) => item.name);

describe('the things a comparison is between', () => {
  it('takes one thing per alternative, by the name that holds the guest word', () => {
    expect(names('which is more expensive, the facial or the massage?')).toEqual([
      'Royal Rejuvenation Facial',
      'Signature Red Sea Massage',
    ]);
    expect(names('which is cheaper, the hammam or the body wrap?')).toEqual([
      'Traditional Hammam Ritual',
      'Desert Rose Body Wrap',
    ]);
    expect(names('hammam vs body wrap')).toEqual(['Traditional Hammam Ritual', 'Desert Rose Body Wrap']);
  });

  it('compares nothing in particular when the question names no two things', () => {
    expect(names('which is the cheapest treatment?')).toEqual([]);
    expect(names('is the hammam cheaper?')).toEqual(['Traditional Hammam Ritual']);
  });
});
