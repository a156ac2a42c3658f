import { describe, expect, it } from 'vitest';
import { lazyValidation } from './lazy-validation.ts';

describe('lazyValidation', () => {
  it('shows no errors before the validator arrives, and a submit waits for it', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const validation = lazyValidation<{ name: string }>(async () => {
      await arrived;
      return (values) => (values.name.length < 3 ? { name: 'Too short' } : {});
    });
    expect(validation.validate({ name: 'x' })).toEqual({});

    const submitted: string[] = [];
    validation.whenReady(() => submitted.push('submit'));
    expect(submitted).toEqual([]);
    release();
    await expect.poll(() => submitted).toEqual(['submit']);
    expect(validation.validate({ name: 'x' })).toEqual({ name: 'Too short' });
    validation.whenReady(() => submitted.push('again'));
    expect(submitted).toEqual(['submit', 'again']);
  });
});
