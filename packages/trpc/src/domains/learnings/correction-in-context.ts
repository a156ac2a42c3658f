import type { Db, Tx } from '@marsa/db';
import { isArabic } from '@marsa/i18n';
import { namedEntities } from '../search/service.ts';
import { type Correction, findCorrection, refersBack } from './corrections.ts';

/** 'and', 'what about', 'و…': the words that tie a follow-up to the message before it. */
const LEADING_TIE = /^\s*(?:and|also|so|what about|how about)\s+|^\s*و(?=\S)/i;
const ENGLISH_POINTER = /\b(?:it|its|they|them|that one|this one|that place|the place|there)\b/i;
const ARABIC_POINTER = /(^|\s)(?:هو|هي|ذلك|تلك|هناك)(?=\s|$|[?؟])/g;

/**
 * The follow-up asked again with the thing it points at named: 'how late is it open?' after the
 * Nakheel Lounge is 'how late is Nakheel Lounge open?'; 'ومتى تقفل؟' is 'متى تقفل صالة النخيل'.
 */
export function withSubjectNamed(question: string, subject: string): string {
  const untied = question.replace(LEADING_TIE, '');
  if (isArabic(untied)) return `${untied.replace(ARABIC_POINTER, '$1').replace(/[?؟.!\s]+$/, '')} ${subject}`;
  return ENGLISH_POINTER.test(untied)
    ? untied.replace(ENGLISH_POINTER, subject)
    : `${untied.replace(/[?.!\s]+$/, '')} ${subject}`;
}

/** The words of a stored 'English name Arabic name' in the question's script. */
const nameInScriptOf = (question: string, names: string) =>
  names
    .split(/\s+/)
    .filter((word) => isArabic(word) === isArabic(question))
    .join(' ');

/**
 * The staff correction for a question, read in its conversation (issue 9, point 4): its own when
 * it names what it asks about; for a follow-up that names nothing ('how late is it open?'), the one
 * for the same question about the single place or service the concierge's last reply named. A
 * follow-up naming a place of its own ('and the Majlis Lounge?') is that place's question, never
 * the last one's correction.
 */
export async function findCorrectionInContext(
  db: Db | Tx,
  question: string,
  lastReply: string | undefined,
): Promise<Correction | undefined> {
  const own = await findCorrection(db, question);
  if (own || !lastReply || !refersBack(question)) return own;
  if ((await namedEntities(db, question)).size > 0) return undefined;
  const shown = [...(await namedEntities(db, lastReply)).values()];
  const [only] = shown;
  if (shown.length !== 1 || !only) return undefined;
  const subject = nameInScriptOf(question, only) || only;
  const asked = withSubjectNamed(question, subject);
  return refersBack(asked) ? undefined : findCorrection(db, asked);
}
