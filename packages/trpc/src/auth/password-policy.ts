import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../errors.ts';

export const COMMON_PASSWORD = 'This password is too common. Please choose one that is harder to guess.';

/** zxcvbn-ts's list of the most used passwords from public breaches (about 49,000), lower-cased. */
let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
};

export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.trim().toLowerCase());

/**
 * Registration and password changes refuse the most common breached passwords (the §5 length rule
 * is the zod schema's). Server-side only, so the list never reaches the browser bundle.
 */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { [field]: [COMMON_PASSWORD] });
}
