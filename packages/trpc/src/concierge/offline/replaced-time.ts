/**
 * The time a change replaces, said beside the new one (issue 9): '9 instead of 8', 'make it 8
 * rather than 7', 'from 7 to 8', '٨ بدل ٧', 'بدال ٧ خليها ٨'. The old time is dropped so the reply
 * reads as the new time alone ('9', 'خليها ٨'). Text is already normalised (Western digits).
 */
const CLOCK = String.raw`(?:the\s+|at\s+|ال)?(?:(?:ال)?ساعه\s+)?\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|o'?clock))?`;

const OLD_TIME = new RegExp(
  String.raw`(?:^|\s)(?:instead of|rather than|in place of|from|بدل من|بدلا من|بدل|بدال|عوضا عن|عوض|مكان)\s+${CLOCK}(?=\s|$|[?؟!.,،])`,
  'g',
);

/** The reply without the time it says it replaces; unchanged when it names none. */
export function withoutReplacedTime(t: string): string {
  return t
    .replace(OLD_TIME, ' ')
    .replace(/\s+(?=[?؟!.,،]|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
