/**
 * 'Which is better for a 5 year old, the glass boat or the dive?', 'في ينبع أي رحلة أنسب للعيال
 * الصغار؟': a question about what fits a young child (12 or under), which over a list of excursions
 * is the easiest of them. Both on the normalised text: a word of fit and a young child.
 */
const FIT =
  /(?:^|[^a-z])(?:best|better|suits?|suitable|ideal|right for)(?:[^a-z]|$)|(?:^|\s)(?:احسن|افضل|انسب|ب?يناسب|ب?تناسب|مناسب|مناسبه)(?=[\s?؟.,!،]|$)/;
const YOUNG_CHILD =
  /(?:^|[^a-z])(?:kids?|children|child|little ones?|toddlers?|(?:is|aged) (?:[1-9]|1[0-2])|(?:[1-9]|1[0-2])[ -]?(?:years?|yrs?)[ -]old)(?:[^a-z0-9]|$)|اطفال|طفل|عيال|صغار|صغيرين|بزران|(?:عمره|عمرها) (?:[1-9](?!\d)|1[0-2](?!\d)|سنه|سنتين|ثلاث|اربع|خمس|ست|سبع|ثمان|تسع|عشر)/;
/** A choice between things: 'which', 'or', 'أي', 'ولا', 'أم'. */
const CHOICE = /(?:^|[^a-z])(?:which|or|vs)(?:[^a-z]|$)|(?:^|\s)(?:اي|ايهم|انهي|ولا|ام|ايه)(?=[\s?؟.,!،]|$)/;

export const asksFitForYoungChild = (t: string): boolean => FIT.test(t) && YOUNG_CHILD.test(t);

/** Asks which of several things fits a young child (a choice, not whether a child may). */
export const asksChoiceForYoungChild = (t: string): boolean => asksFitForYoungChild(t) && CHOICE.test(t);
