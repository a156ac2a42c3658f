/**
 * A question reduced to its words: lower case, no punctuation or Arabic diacritics, one spelling
 * of alef, yaa and taa marbuta, single spaces. Two questions that normalise alike are the same.
 */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
