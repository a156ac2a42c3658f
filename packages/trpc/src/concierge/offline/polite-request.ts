import { phrases } from './language.ts';

/**
 * A request said politely or indirectly, as guests ask for a table, a treatment or a session
 * (issue 9): 'could we maybe get…', 'would it be possible for us to have…', 'is it possible to
 * have…', 'any chance we could grab…', "I'd love…", "we'd like…", Egyptian 'ممكن ناخد…',
 * 'نفسي…', MSA 'هل من الممكن أن أحصل على…', Levantine 'بتقدر تحجزلنا…'. On its own it only says
 * the guest wants something; with a day, a time or a party it is a booking request (focus.ts).
 * Text is normalised.
 */
export const isPoliteRequest = phrases([
  // 'could we maybe get', 'may we please grab'. A bare 'can I get' inside a message asks about
  // something as often as for it ('I'm starving, can I get food at 2am?', 'can I get a cake?').
  /(^|[^a-z])(could|may) (i|we) (maybe |possibly |perhaps |please |just |also |still )*(get|have|grab|do|try|squeeze in|book|reserve)([^a-z]|$)/,
  // 'can I possibly have', 'can we maybe grab'.
  /(^|[^a-z])can (i|we) (maybe |possibly |perhaps |please |just |also |still )+(get|have|grab|do|try|squeeze in|book|reserve)([^a-z]|$)/,
  // 'would it be possible (for us) to get', 'is it possible to have', 'is it at all possible to book'.
  /(^|[^a-z])(would|will|is) it (be )?(at all )?possible (for (me|us|the [a-z]+ of us) )?to (get|have|grab|do|try|book|reserve)([^a-z]|$)/,
  // 'any chance we could grab', 'any chance of a table'.
  /(^|[^a-z])any chance (i|we) (could|can|might) (get|have|grab|do|try|book|reserve)([^a-z]|$)/,
  /(^|[^a-z])any chance (of|for) (a|an|the)([^a-z]|$)/,
  // "I'd love the massage", 'we would love a table', "we'd really like".
  /(^|[^a-z])(i|we)('d| would) (really |so |just )?(love|like)(?! to (?!(get|have|do|try|book|reserve)([^a-z]|$)))([^a-z]|$)/,
  // Arabic: 'ممكن نحجز/ناخد/ناخذ/نجرب', 'هل من الممكن أن أحصل على', 'نفسي', 'يا ريت'.
  /(^|\s)(ممكن|هل من الممكن ان|من الممكن ان|ينفع|يصير) (نحجز|احجز|ناخد|ناخذ|اخد|اخذ|نجرب|اجرب|احصل|نحصل|نعمل|اعمل|نسوي|اسوي)(\s|$)/,
  /(^|\s)(نفسي|نفسنا|ياريت|يا ريت)(\s|$)/,
]);
