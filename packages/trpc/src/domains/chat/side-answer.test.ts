import { describe, expect, it } from 'vitest';
import { answersAside } from './side-answer.ts';

describe('a reply that answers aside while a proposal waits', () => {
  it('asks nothing back', () => {
    expect(answersAside('All menus have vegetarian dishes.', ['Layalina'])).toBe(true);
  });
  it('only offers to book the thing proposed', () => {
    expect(answersAside('Layalina serves Lebanese food. Would you like me to book one?', ['Layalina'])).toBe(
      true,
    );
    expect(answersAside('يقدّم ليالينا مطبخًا لبنانيًا. هل تودّ أن أحجز لك؟', ['Layalina', 'ليالينا'])).toBe(
      true,
    );
  });
  it('offers to book another place, or asks something else', () => {
    expect(answersAside('Irth serves Saudi food. Would you like me to book one?', ['Layalina'])).toBe(false);
    expect(answersAside('Would you like me to connect you with a member of our staff?', ['Layalina'])).toBe(
      false,
    );
  });
});
