import { normalize } from './language.ts';
import { isExcursion } from './lexicon.ts';

/**
 * 'Which is better for a 5 year old, the glass boat or the dive?', 'في ينبع أي رحلة أنسب للعيال
 * الصغار؟': a question about what fits a young child (12 or under), which over a list of excursions
 * is its family excursions, else the easiest of them (young-children.ts). Both on the normalised text: a word of fit
 * and a young child.
 */
const FIT =
  /(?:^|[^a-z])(?:best|better|suits?|suitable|ideal|right for)(?:[^a-z]|$)|(?:^|\s)(?:احسن|افضل|انسب|ب?يناسب|ب?تناسب|(?:ال)?مناسب|(?:ال)?مناسبه)(?:هم|هما|ها|ه|كم)?(?=[\s?؟.,!،]|$)/;
/** 'a tour for the kids', 'رحلة للعيال': an excursion meant for young children. */
const FOR_CHILDREN =
  /(?:^|[^a-z])(?:tours?|trips?|excursions?|outings?) (?:for|with) (?:the |our |my |young |small |little )*(?:kids|children|little ones|toddlers)(?:[^a-z]|$)|(?:^|\s)(?:ال)?(?:رحله|رحلات|جوله|جولات) (?:لل|ل)(?:اطفال|عيال|بزران|بزارين|صغار|ولاد)/;
/**
 * Plainer words of fit ('good for', 'would work for', 'تنفع', 'زينة'): a question of fit only when it
 * chooses ('which of those is good for…') or asks after a tour ('is there a tour good for a 4 year old?');
 * 'is the water park ok for a 5 year old?' asks whether a child may.
 */
const PLAIN_FIT =
  /(?:^|[^a-z])(?:(?:good|great|ok|okay|fine|safe|fun) for|(?:kid|kids|child|children)[ -]friendly)(?:[^a-z]|$)|(?:^|[^a-z])works? (?:best |well )?for(?:[^a-z]|$)|(?:^|\s)(?:ب?تنفع|ب?ينفع|تصلح|يصلح|زين|زينه|حلو|حلوه|كويس|كويسه|منيح|منيحه)(?:هم|هما|ها|ه)?(?=[\s?؟.,!،]|$)/;
const YOUNG_CHILD =
  /(?:^|[^a-z])(?:kids?|children|child|little ones?|toddlers?|(?:is|aged) (?:[1-9]|1[0-2])|(?:[1-9]|1[0-2])[ -]?(?:years?|yrs?)[ -]old)(?:[^a-z0-9]|$)|اطفال|طفل|عيال|صغار|زغار|صغيرين|بزران|بزارين|(?:عمره|عمرها) (?:[1-9](?!\d)|1[0-2](?!\d)|سنه|سنتين|ثلاث|اربع|خمس|ست|سبع|ثمان|تسع|عشر)/;
/** A choice between things: 'which', 'or', 'أي', 'ولا', 'أم'. */
const CHOICE =
  /(?:^|[^a-z])(?:which|or|vs)(?:[^a-z]|$)|(?:^|\s)(?:اي|ايهم|ايا|انهي|ولا|ام|ايه|مين)(?=[\s?؟.,!،]|$)/;
/** The children spoken of before: 'would suit them', 'تناسبهما', 'تنفعهم'. */
const THEM = /(?:^|[^a-z])(?:them|they)(?:[^a-z]|$)|(?:^|\s)\S{3,}(?:هم|هما)(?=[\s?؟.,!،]|$)/;

const fits = (t: string) =>
  FIT.test(t) || FOR_CHILDREN.test(t) || (PLAIN_FIT.test(t) && (CHOICE.test(t) || isExcursion(t)));

export const asksFitForYoungChild = (t: string): boolean => fits(t) && YOUNG_CHILD.test(t);

/** Asks which of several things fits a young child (a choice, not whether a child may). */
export const asksChoiceForYoungChild = (t: string): boolean => asksFitForYoungChild(t) && CHOICE.test(t);

/**
 * 'Is there a tour in Sharm that would suit them?' after 'we're travelling with our two kids': fit
 * for the young children an earlier message of the guest spoke of.
 */
export const asksFitForChildrenSpokenOf = (t: string, earlier: readonly string[]): boolean =>
  fits(t) && THEM.test(t) && earlier.some((text) => YOUNG_CHILD.test(normalize(text)));
