import { dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn-ts's list of the most used passwords from public breaches (about 49,000), lower-cased. */
export const commonPasswords = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);
