import { badRequest } from '../errors.ts';

/** Loaded on the first password set, not at start: the list costs ~19 MB in every API process. */
let common: Promise<Set<string>> | undefined;
const commonPasswords = () => {
  common ??= import('./common-passwords.ts').then((module) => module.commonPasswords);
  return common;
};

export const isCommonPassword = async (password: string): Promise<boolean> =>
  (await commonPasswords()).has(password.trim().toLowerCase());

/**
 * Registration and password changes refuse the most common breached passwords (the §5 length rule
 * is the zod schema's). Server-side only, so the list never reaches the browser bundle.
 */
export async function assertUncommonPassword(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest('auth.common_password', {}, { field });
}
