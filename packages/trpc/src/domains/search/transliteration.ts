import { sql } from '@marsa/db';

type SQL = ReturnType<typeof sql>;

/**
 * English names written in Arabic letters ('ذا فيش ماركت' for The Fish Market, 'لا تافولا' for La
 * Tavola): both sides reduced to a consonant skeleton ('th fsh mrkt'), since Arabic writes no short
 * vowels. Letters that sound alike fold together (v/f, p/b, g/j, c/q/k; ch is تش, a soft c is s), doubled letters
 * are written once, and long vowels (ا و ي, a e i o u y w) are dropped.
 */

const ARABIC_SOUNDS: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'th',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  غ: 'gh',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ڤ: 'f',
  پ: 'b',
  گ: 'j',
  چ: 'sh',
};

const collapse = (word: string) => word.replace(/(.)\1+/g, '$1');

/** An Arabic text's words as consonant skeletons (Latin words of it as latinSkeleton reads them). */
export function arabicSkeleton(text: string): string {
  return text
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map((word) =>
      /[\u0600-\u06FF]/.test(word)
        ? collapse([...word].map((letter) => ARABIC_SOUNDS[letter] ?? '').join(''))
        : latinSkeleton(word),
    )
    .filter(Boolean)
    .join(' ');
}

/** A Latin text's words as consonant skeletons: 'The Fish Market' → 'th fsh mrkt' (a leading 'the' dropped by nameSkeleton). */
export function latinSkeleton(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .map((word) =>
      collapse(
        word
          .replace(/t?ch/g, 'tsh')
          .replace(/c([eiy])/g, 's$1')
          .replace(/ph/g, 'f')
          .replace(/ck/g, 'k')
          .replace(/[v]/g, 'f')
          .replace(/[p]/g, 'b')
          .replace(/[g]/g, 'j')
          .replace(/[cq]/g, 'k')
          .replace(/x/g, 'k')
          .replace(/[aeiouyw]/g, ''),
      ),
    )
    .filter(Boolean)
    .join(' ');
}

/** The same skeleton of a column, in SQL (kept in step with latinSkeleton; the service test checks both agree). */
export function latinSkeletonSql(column: SQL): SQL {
  return sql`trim(regexp_replace(regexp_replace(regexp_replace(translate(
    regexp_replace(replace(replace(replace(replace(lower(unaccent(${column})), 'tch', 'tsh'), 'ch', 'tsh'), 'ph', 'f'), 'ck', 'k'), 'c([eiy])', 's\\1', 'g'),
    'vpgcqx', 'fbjkkk'), '[aeiouyw]', '', 'g'), '([a-z])\\1+', '\\1', 'g'), '[^a-z]+', ' ', 'g'))`;
}

/** A skeleton this short names nothing on its own ('Irth' → 'rth'): only longer names are read from Arabic letters. */
export const MIN_SKELETON = 6;

/** A name's skeleton without a leading English article ('The Fish Market' → 'fsh mrkt'): guests often leave it out. */
export const nameSkeleton = (name: string) => latinSkeleton(name).replace(/^th /, '');

/** The same in SQL. */
export const nameSkeletonSql = (column: SQL): SQL =>
  sql`regexp_replace(${latinSkeletonSql(column)}, '^th ', '')`;
