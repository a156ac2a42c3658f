import { catalogs } from '@marsa/i18n';
import { departmentInputSchema } from '@marsa/trpc/schemas';
import { describe, expect, it } from 'vitest';
import { localizeMessage, localizerFor } from './localize.ts';

const english = { nameRequired: 'Department name is required' };
const arabic = { nameRequired: 'اسم القسم مطلوب' };

describe('localizeMessage', () => {
  it('translates a known message, with or without the field prefix of a tRPC summary', () => {
    expect(localizeMessage('Department name is required', english, arabic)).toBe('اسم القسم مطلوب');
    expect(localizeMessage('name: Department name is required', english, arabic)).toBe('اسم القسم مطلوب');
  });

  it('passes unknown messages through', () => {
    expect(localizeMessage('Something else', english, arabic)).toBe('Something else');
    expect(localizeMessage('x: Something else', english, arabic)).toBe('x: Something else');
  });
});

describe('department messages', () => {
  it('match what the shared schema says, so every §5 message is found', () => {
    const result = departmentInputSchema.safeParse({ name: '', email: 'nope', category: '' });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    const known = Object.values(catalogs.en.adminDepartments.validation) as string[];
    expect(messages.length).toBe(3);
    for (const message of messages) expect(known).toContain(message);
    const localize = localizerFor('adminDepartments', catalogs.ar.adminDepartments.validation);
    for (const message of messages) expect(localize(message)).not.toBe(message);
  });
});
