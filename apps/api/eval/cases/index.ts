import type { Case } from '../types.ts';
import { correctionCases } from './corrections.ts';
import { faqCases } from './faq.ts';
import { importedCases } from './imported.ts';

/** Every case of the eval, in the order they are reported. */
export const ALL_CASES: Case[] = [...faqCases, ...importedCases, ...correctionCases];
