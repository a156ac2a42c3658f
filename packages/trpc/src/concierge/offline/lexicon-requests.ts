import { phrases } from './language.ts';

/** Words that say what the guest wants done (book, cancel, order…) or how they greet and answer. */
export const isHuman = phrases([
  'human',
  'real person',
  'live agent',
  'an agent',
  'staff member',
  'member of staff',
  'speak to someone',
  'talk to someone',
  'speak to a person',
  'talk to a person',
  'representative',
  'موظف',
  'شخص حقيقي',
  'انسان',
  'خدمة العملاء',
  'وكيل',
]);

export const isCancel = phrases([
  'cancel',
  'الغاء',
  'الغي',
  /(^|\s)الغ(\s|$)/,
  'ابطال',
  'كنسل',
  // 'ممكن تلغي حجزي؟', 'نلغي الموعد', Egyptian 'لغيه'.
  /(^|\s)(تلغي|تلغيلي|تلغيه|تلغيها|نلغي|لغي|لغيه|لغيها)(\s|$)/,
]);

export const isMyBookings = phrases([
  'my booking',
  'my reservation',
  'i booked',
  'have i booked',
  'did i book',
  'bookings do i have',
  'reservations do i have',
  'حجوزاتي',
  'حجزي',
  'حجوزات لدي',
  'ما حجزته',
  'حجوزاتنا',
  // 'the bookings I have' ('وش الحجوزات اللي عندي؟', 'ما الحجوزات التي لدي؟').
  /(حجوزات|حجز)\s+(اللي|الي|التي|الذي)\s+(عندي|عندنا|لدي|لدينا|حجزتها|حجزته|سويتها)/,
]);

export const isRoomService = phrases([
  'room service',
  'in-room dining',
  'in room dining',
  'to my room',
  'to my cabin',
  'to my suite',
  'deliver to my',
  'خدمة الغرف',
  'خدمه الغرف',
  'الى غرفتي',
  'لغرفتي',
  'للغرفة',
  'الى الغرفة',
  'لكابينتي',
  'للكابينة',
  'الى جناحي',
  'الى الجناح',
  // The same said other ways: 'to our cabin', 'خدمة غرف', 'للكبينة', Egyptian 'للأوضة', Levantine 'عالغرفة'.
  // ('for our cabin steward', 'to my room number' name someone or something of the cabin, not where to deliver.)
  /(^|[^a-z])(to|for) (my|our) (room|cabin|suite|stateroom)(?! (?:steward|stewardess|attendant|number|key|card|door|safe|mate|cleaner|cleaning)s?\b)([^a-z]|$)/,
  // Ending on where to bring it, with no 'my' ('pizza and a juice to cabin pls'); a question ('how do I get to the cabin?') is not.
  /(^|[^a-z])to (?:the )?(?:room|cabin|suite|stateroom)(?: (?:pls|plz|please|thanks|thank you))?[.!]*$/,
  /(^|\s)خدمه غرف(\s|$)/,
  // Its menu and its English name in Arabic letters ('the in-room menu', 'منيو الغرف', 'الروم سيرفس').
  /(^|[^a-z])in[- ]room menu([^a-z]|$)/,
  /(^|\s)(ال)?روم سير?في?س(\s|$|[?؟.,!،])/,
  /(^|\s)(ال)?(منيو|قائمه) (ال)?(غرف|غرفه)(\s|$|[?؟.,!،])/,
  // Ordering in the small hours, with no place named ('if I order at 1am', 'لو طلبت الساعة ١ بالليل'):
  // only room service takes orders then.
  /^(?!.*(?:^|[^a-z])(?:bar|bars|lounge|pub|cafe|restaurant|buffet|diner)(?:[^a-z]|$)).*(?:^|[^a-z])order(?:ing)?(?: [a-z]+){0,2} (?:at [1-4](?::\d\d)? ?am|after midnight|late at night|at night|overnight|in the middle of the night)([^a-z]|$)/,
  /^(?!.*(?:بار|لاونج|مطعم|كافيه|مقهي|بوفيه)).*(?:^|\s)(?:طلبت|اطلب|نطلب|طلبنا|بطلب|هطلب|حطلب)(?: \S+){0,3} (?:(?:الساعه )?[1-4](?::\d\d)? صباحا|بعد (?:نص|منتصف) الليل|(?:في )?(?:نص|منتصف) الليل|اخر الليل)(\s|$|[?؟.,!،])/,
  /(^|\s)(لغرفتنا|للكبينه|لكبينتي|للكابينه|للاوضه|لاوضتي|عالغرفه|علي الغرفه)([\s?؟.,!،]|$)/,
  /(^|\s)(علي|عال|ع) ?(الاوضه|اوضتي|اوضتنا|غرفتي|غرفتنا|الكابينه|كابينتي)([\s?؟.,!،]|$)/,
]);

/** Ordering or delivering, asked for or asked about ('if I order…', 'لو طلبت…', 'التوصيل'). */
export const isOrdering = phrases([
  /(^|[^a-z])(order|orders|ordering|ordered|deliver|delivered|delivery)([^a-z]|$)/,
  /(^|\s)[وف]?(اطلب|نطلب|طلبت|طلبنا|بطلب|هطلب|حطلب|يطلب|طلب|الطلب|توصيل|التوصيل)(\s|$|[?؟.,!،])/,
]);

export const isBookVerb = phrases([
  /(^|[^a-z])(book|booking|reserve|reservation)/,
  'table for',
  'get a table',
  'sign me up',
  'sign up',
  // 'sign my two kids up for…', 'put us down for…', 'enrol the kids in…', 'سجّل أولادي'
  /(^|[^a-z])sign (?:[a-z]+ ){1,4}up(?: for| in)?([^a-z]|$)/,
  // 'get my wife and me a table', 'table at La Tavola tomorrow at 9 for two'
  /(^|[^a-z])get (?:[a-z]+ ){1,4}a table([^a-z]|$)/,
  /^(a )?table (at|in)([^a-z]|$)/,
  /(^|[^a-z])put (?:me|us|them|[a-z]+ [a-z]+) down for([^a-z]|$)/,
  /(^|[^a-z])(enrol|enroll|register) (?:me|us|them|my|our)([^a-z]|$)/,
  /(^|\s)(سجل|سجلني|سجلنا|سجلهم)(\s|$)/,
  'appointment',
  'احجز',
  'حجز',
  // 'الرحلة التي تنطلق في أبكر موعد' asks a time, not for an appointment.
  /(?<!(ابكر|اخر|اول|اكثر|اقرب|اي) )موعد(?! متاخر)/,
  'طاوله ل',
]);

export const isDesire = phrases([
  'i want',
  'i would like',
  "i'd like",
  'we would like',
  "we'd like",
  'can i get',
  'can we get',
  'can i have',
  'please',
  'اريد',
  'نريد',
  'اود',
  'نود',
  'ابغى',
  'ابي',
  'ممكن',
  'من فضلك',
  // 'I'll have…', 'would you mind sending…', and wanting as the dialects say it.
  /(^|[^a-z])(i|we)('ll| will) (have|take)([^a-z]|$)/,
  /(^|[^a-z])(could|may) (i|we) (get|have)([^a-z]|$)/,
  /(^|[^a-z])mind (sending|bringing|getting)([^a-z]|$)/,
  /(^|\s)(عايز|عايزه|عاوز|عاوزه|عايزين|بدي|بدنا|ودي|ودنا|نبي|نبغي|عطني|اعطني|عطنا|جيب لي|جيبلي|هات لي|هاتلي)(\s|$)/,
]);

export const isGreeting = phrases([
  /^(hi|hello|hey|good (morning|afternoon|evening)|salam|marhaba|greetings)([^a-z]|$)/,
  /^(مرحبا|السلام عليكم|اهلا|صباح الخير|مساء الخير|هلا)/,
]);

export const isThanks = phrases([
  /(^|[^a-z])(thanks|thank you|thx|cheers)([^a-z]|$)/,
  'شكرا',
  'مشكور',
  'يعطيك العافيه',
]);

/**
 * A bare acknowledgement with nothing asked or requested: 'okay', 'ok cool', 'yeah', 'alright',
 * 'طيب', 'تمام', 'اوكي'. Only a pending proposal makes such a word a yes (plan-actions.ts).
 */
export const isAcknowledgement = phrases([
  /^(ok|okay|k|kk|okey|okie|alright|all right|right|cool|yeah|yea|yep|yup|yes|sure|fine|got it|i see|great|perfect|nice|noted|understood|sounds good|good)( (ok|okay|cool|then|great|thanks|thank you|good|got it|perfect|nice))*[\s.!]*$/,
  /^(طيب|تمام|اوكي|اوك|اوكيه|ماشي|زين|حسنا|اي|ايوه|ايوا|نعم|اكيد|فهمت|واضح|ممتاز)( (طيب|تمام|شكرا|زين))*[\s.!]*$/,
]);

export const isYes = phrases([
  /^(yes|yeah|yep|sure|ok|okay|please do|go ahead|book it)([^a-z]|$)/,
  /^(نعم|اي( |$)|اكيد|تمام|حسنا|موافق|احجز)/,
]);
