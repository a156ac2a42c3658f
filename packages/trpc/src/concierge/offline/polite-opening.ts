/**
 * A polite opening before the question itself ('ممكن اعرف…', 'بدي اعرف…', 'could you tell me…'):
 * it asks leave to ask, not whether something is allowed. Text is already normalised.
 */
const KNOW_OPENING =
  /^(?:(?:هل )?(?:ممكن|ابي|ابغي|ابغا|اريد|بدي|عايز|عاوز|بغيت|ودي|حاب) (?:اعرف|اسال|نعرف|تقولي|تقول لي) |(?:can|could) you tell me |(?:i'?d like|i want|i wanna) to know )/;

/** The question without its polite opening; unchanged when it has none. */
export const withoutPoliteOpening = (t: string) => t.replace(KNOW_OPENING, '');
