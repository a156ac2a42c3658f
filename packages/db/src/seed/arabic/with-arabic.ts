/** The Arabic texts of seeded rows, by the English name (or key) of each row. */
export type ArabicTexts<T> = Readonly<Record<string, Partial<T>>>;

/** One row's Arabic texts; a row without any is a mistake in the seed, so it fails loudly. */
export function arabicOf<T>(texts: ArabicTexts<T>, key: string): Partial<T> {
  const arabic = texts[key];
  if (!arabic) throw new Error(`No Arabic seed texts for '${key}'`);
  return arabic;
}

/** The rows with their Arabic counterparts, each found by the row's English `key` field. */
export function withArabic<T, K extends keyof T>(rows: readonly T[], key: K, texts: ArabicTexts<T>): T[] {
  return rows.map((row) => ({ ...row, ...arabicOf(texts, String(row[key])) }));
}
