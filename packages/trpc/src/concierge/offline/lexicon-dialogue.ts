import { phrases } from './language.ts';
import { isPoliteRequest } from './polite-request.ts';

/** A yes to what was just proposed ('yes', 'confirm', 'go ahead', 'نعم', 'أكّد'); the whole short reply, not a word inside a question. */
export const isConfirm = phrases([
  /^(yes|yeah|yep|yup|sure|ok|okay|confirm|confirmed|please do|please confirm|go ahead|do it|book it|sounds good|perfect|great|correct|that's right|that is right|place it|order it|cancel it)([^a-z]|$)/,
  /^(نعم|ايوه|ايوا|اي( |$)|اكيد|تمام|حسنا|موافق|اكد|تاكيد|احجز|نعم اكد|اطلب|الغ)/,
  // Gulf 'ايه' (yes) only as the whole reply: in Egyptian it also asks 'what…?'.
  /^(ايه|ايه والله|ايه نعم|ايه اكد)[\s!.،]*$/,
  // 'ايه اكد الطلب', 'ايه احجزه لو سمحت': a yes with its verb, whatever follows in courtesy or object.
  /^ايه (اكد|اكده|اكدها|اكدي|احجز|احجزه|احجزها|اطلب|اطلبه|اطلبها|تمام|موافق|اكيد|يلا)( (الطلب|الحجز|الموعد|لو سمحت|من فضلك|الله يعافيك))*[\s!.،]*$/,
  // 'طيب' (okay) is a yes only on its own: 'طيب كم السعر؟' asks first.
  /^(طيب|اوكي|اوكيه|اوك)( (احجز|تمام|اكد|موافق|يلا))?[.!\s]*$/,
  // Gulf, Egyptian and Levantine yeses, as a whole word: 'يلا', 'ماشي', 'زين', 'طبعا', 'اه'.
  /^(يلا|يالله|ياللا|ماشي|زين|توكل|طبعا|بالتاكيد|اجل|تم|ممتاز|اه|ايوة|ايواه)(\s|$|[.!،,])/,
]);

/** A no to the proposal: nothing is done. */
export const isDecline = phrases([
  /^(no|nope|not now|never mind|nevermind|forget it|don't|do not|stop)([^a-z]|$)/,
  /^(لا( |$)|لا شكرا|كلا|انس|الغ الطلب|لا تحجز)/,
]);

/** The guest wants to change the proposal before confirming ('change', 'make it…', '…instead', 'غيّر'). */
export const isChange = phrases([
  /^(change|edit|modify|adjust)([^a-z]|$)/,
  /(^|[^a-z])(instead|make it|change it|change the|rather)([^a-z]|$)/,
  /^(تغيير|غير|عدل|تعديل)/,
  'بدلا',
  'بدل ',
  'خليها',
  /(^|\s)(خلها|خله|خليه|خلي)(\s|$)/,
  'اجعلها',
]);

/** Words that ask for something to be done, even inside a question ('could you book…', 'can I get…'). */
export const isRequestForm = phrases([
  /^(please|kindly)([^a-z]|$)/,
  /(^|[^a-z])(can|could|would|will) you (please )?(book|reserve|cancel|order|get|arrange|send|sign|put|enrol|enroll|register|bring|deliver)/,
  /(^|[^a-z])(can|could|may) (i|we) (please )?(book|reserve|order|get|have)/,
  /(^|[^a-z])(i|we) (want|would like|'d like|wanna|need) to (book|reserve|order|cancel)/,
  /(^|[^a-z])(i|we) (want|would like|'d like|need) (a|an|the|to)/,
  /(^|[^a-z])please (book|reserve|cancel|order|get|send|arrange)([^a-z]|$)/,
  /(^|[^a-z])(book|reserve|order) (me|us)([^a-z]|$)/,
  /^(book|reserve|cancel|order|sign me up|sign|put us|put me|enrol|enroll|register)([^a-z]|$)/,
  'احجز لي',
  'احجز',
  'اريد',
  'نريد',
  'ابغى',
  /(^|\s)ابي(\s|$)/,
  'اود',
  'نود',
  /(^|\s)الغ(\s|$)/,
  /(^|\s)الغي(\s|$)/,
  'اطلب لي',
  /(^|[^a-z])(send|bring) (it |them |one |two |three |some |a few |\d+ )?up([^a-z]|$)/,
  /(^|\s)(ترسل|ارسل|تجيب|جيب|توصل) (لي|لنا)(\s|$)/,
  /(^|[^a-z])(would|do) you mind (sending|bringing|getting|ordering|delivering)([^a-z]|$)/,
  'ممكن ترسل',
  'ممكن تجيب',
  'ممكن تحجز',
  'ممكن احجز',
  // 'ممكن توصلون لي…؟', 'تقدر ترسل…؟': a polite request, not a question.
  /(^|\s)(ممكن|تقدر|تقدرون|يمكنك|يمكنكم) (توصل|ترسل|تجيب|تطلب|اطلب)/,
  // 'ممكن تلغي حجزي…؟', 'تقدر تحجزلي…؟', Egyptian 'ممكن تبعتلي…؟', Levantine 'فيك تبعتلي…؟': asked
  // as a favour, meant as a request.
  /(^|\s)(ممكن|تقدر|تقدرون|يمكنك|يمكنكم|ينفع|فيك|فيكي|فيكم|فيكن|بتقدر|بتقدري|بتقدروا) (تلغي|تلغيلي|تحجز|تحجزلي|تحجزلنا|تبعت|تبعتلي|تبعتلنا|تبعث|تبعثلي)(\s|$)/,
  // 'ممكن طبق مقبلات واتنين قهوة على الكابينة؟': something asked for to the cabin, unless it asks a price or a when.
  /^((هل|لو سمحت|من فضلك) )?(ممكن|ياريت|يا ريت)(?!.*(سعر|بكم|بكام|(^|\s)كم(\s|$)|ثمن|اعرف|اسال|تكلف|يكلف|قديش|متي|امتي|وين|اين|ليش|كيف))\s.*(علي ال|عال|علي|الي|لل|ل|ع ?ال)(كابينه|كبينه|غرفه|اوضه|جناح)|(كابينتي|كبينتي|غرفتي|اوضتي|جناحي)/,
  'من فضلك',
  'لو سمحت',
  // An imperative with 'for me' ('جيبولي', 'ابعتلي', 'هاتلنا'): Egyptian, Levantine and Gulf asking.
  /^و?(جيب|جيبو|جيبي|هات|هاتو|هاتي|ابعت|ابعتو|ابعث|ارسل|ارسلو|وصل|وصلو|اطلب|اطلبو)(لي|لنا|ولي|ولنا|يلي)(\s|$)/,
]);

/** Words that open a question. */
const isQuestionForm = phrases([
  /^(and )?(what|when|where|which|who|how|why|is|are|do|does|did|was|were|has|have|any|whats|what's|hows)([^a-z]|$)/,
  /(^|[^a-z])(how much|how long|what time|what number|which number|what's the|how do i|how can i)([^a-z]|$)/,
  /^(و)?(كم|متى|اين|وين|ما |ماذا|ايش|شو|هل|كيف|لماذا|اي |ما هو|ما هي)/,
]);

/**
 * A question about something rather than a request to do it: 'what number do I dial for room
 * service?', 'how much is that in total and what time do we leave?'. Such a message never triggers an action.
 */
export function isQuestionNotRequest(normalized: string): boolean {
  if (isRequestForm(normalized) || isPoliteRequest(normalized)) return false;
  return isQuestionForm(normalized) || /[?؟]\s*$/.test(normalized);
}
