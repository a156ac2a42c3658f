import { describe, expect, it } from 'vitest';
import { asksAbout, classifyIntent, type Intent } from './intents.ts';
import { normalize } from './language.ts';
import { asksRoute } from './lexicon.ts';

const cases: [string, Intent | null][] = [
  // English
  ['Tell me about restaurants', 'restaurants'],
  ['Where can I have dinner tonight?', 'venue'],
  ['What Italian food do you have?', 'restaurants'],
  ['Is there a buffet for breakfast?', 'restaurants'],
  ['Book a table at La Tavola for 4 at 7pm', 'book_table'],
  ['I want to reserve a table for two tomorrow', 'book_table'],
  ['Can I make a reservation at Irth?', 'book'],
  ['Tell me about spa services', 'spa'],
  ['How long is the facial?', 'spa'],
  ['Book a massage tomorrow at 10am', 'book_spa'],
  ['I would like a spa appointment on Friday', 'book_spa'],
  ['Tell me about activities', 'activities'],
  ['What is there for kids?', 'activities'],
  ['Sign me up for VR Zone at 2pm', 'book_activity'],
  ['can you sign my two kids up for the Kids Zone tomorrow at 5pm?', 'book_activity'],
  ['put us down for sunset yoga tomorrow', 'book_activity'],
  ['سجل ولدي في نادي الأطفال بكرة', 'book_activity'],
  ['Tell me about shore excursions', 'excursions'],
  ['Can I go snorkeling in Yanbu?', 'excursions'],
  ['Book the Petra tour for 2 people', 'book_excursion'],
  // 'on offer' with a topic asks what the topic has; a deal word still asks the offers.
  ["What's the cheapest shore excursion on offer?", 'excursions'],
  ['any spa deals on offer?', 'promotions'],
  // A night in port on 'this trip' (the cruise), a day with no port: the itinerary.
  ['Do we spend a night docked anywhere on this trip?', 'itinerary'],
  ["Is there any day where we don't stop at a port at all?", 'itinerary'],
  // A trip that sets off, a trip there is: an excursion, not the cruise; 'في الرحلة دي' is the cruise.
  ['ما هي الرحلة التي تنطلق في أبكر موعد؟', 'excursions'],
  ['هل توجد رحلة في العقبة تناسبهما؟', 'excursions'],
  ['أول رحلة بتطلع الساعة كام؟', 'excursions'],
  ['هنروح مصر في الرحلة دي؟', 'itinerary'],
  // The whole route, in any words ('stops', 'where does the ship go').
  ['what are the stops on this cruise?', 'itinerary'],
  ['where does the ship stop?', 'itinerary'],
  ['فين هنروح في الكروز ده؟', 'itinerary'],
  // A tour that names an activity is booked by name among every kind; a snorkel trip stays an excursion.
  ['book the hydroponic garden tour tomorrow at 10:30am', 'book'],
  ['بدي احجز جولة حديقة الزراعة المائية بكرا', 'book'],
  ['book the snorkel trip for me and the kids', 'book_excursion'],
  // Ordering in the small hours with no place named is room service's; at a bar it is not.
  ['is there an extra charge if I order at 1am?', 'room_service'],
  ['لو طلبت الساعه 1 صباحا في رسوم زياده؟', 'room_service'],
  ['can I order a drink at the bar at 1am?', null],
  ['كم سعر الكيكة في منيو الغرف؟', 'room_service'],
  ['كاسة الشاي بكام في الروم سيرفس؟', 'room_service'],
  ['What is the itinerary?', 'itinerary'],
  ['When do we arrive in Jeddah?', 'itinerary'],
  ['Which ports do we visit?', 'itinerary'],
  ['Daily Specials & Promotions', 'promotions'],
  ['Are there any discounts today?', 'promotions'],
  ['I would like to order room service', 'room_service'],
  ['Please send two coffees to my room', 'room_service'],
  // Ending on where to bring it, without 'my'; asking the way there is not an order.
  ['pizza and an orange juice to cabin pls', 'room_service'],
  ['how do I get back to the cabin?', null],
  ['do we tip our cabin steward?', null],
  ['what is the number for my room key?', null],
  ['Show my bookings', 'my_bookings'],
  ['What have I booked?', 'my_bookings'],
  ['Cancel my booking #12', 'cancel_booking'],
  ['Please cancel the spa appointment', 'cancel_booking'],
  ['Where is Guest Services?', 'venue'],
  ['Which deck is the gym on?', 'venue'],
  ['I want to talk to a real person', 'human'],
  ['Hello!', 'greeting'],
  ['Good evening', 'greeting'],
  ['Thanks a lot', 'thanks'],
  ['I want to make a booking', 'book'],
  ['How do I connect to the Wi-Fi?', null],
  ['What time does La Tavola open?', null],
  ['for 4 at 8pm', null],
  // Arabic
  ['ما هي المطاعم المتوفرة؟', 'restaurants'],
  ['أين يمكنني تناول العشاء؟', 'venue'],
  ['أريد حجز طاولة في إرث لشخصين', 'book_table'],
  ['احجز لي طاولة غدا الساعة 8 مساء', 'book_table'],
  ['حدثني عن خدمات السبا', 'spa'],
  ['أريد حجز مساج غدا', 'book_spa'],
  ['ما الأنشطة المتاحة للأطفال؟', 'activities'],
  ['ما هي الرحلات البرية المتاحة؟', 'excursions'],
  ['أريد حجز رحلة الغوص لشخصين', 'book_excursion'],
  ['ما هو خط سير الرحلة؟', 'itinerary'],
  ['متى نصل إلى جدة؟', 'itinerary'],
  ['ما هي العروض اليوم؟', 'promotions'],
  ['أريد طلب خدمة الغرف', 'room_service'],
  ['ما هي حجوزاتي؟', 'my_bookings'],
  ['أريد إلغاء الحجز رقم 5', 'cancel_booking'],
  ['أين يقع المركز الطبي؟', 'venue'],
  ['أريد التحدث مع موظف', 'human'],
  ['مرحبا', 'greeting'],
  ['السلام عليكم', 'greeting'],
  ['شكرا جزيلا', 'thanks'],
  ['كيف أتصل بشبكة الواي فاي؟', null],
  ['ما الوثائق التي أحتاجها للرحلة؟', null],
  // Gulf colloquial
  ['وين نروح بعد ينبع؟', 'itinerary'],
  ['المسرح في أي دور؟', 'venue'],
  ['لو كنسلت رحلة البتراء ترجع لي فلوسي؟', 'cancel_booking'],
  // Itinerary reasoning asked in the dialects: all-aboard, the ship leaving, overnights, the end.
  ['في ينبع لازم نرجع المركب الساعه كم؟', 'itinerary'],
  ['قديش لازم نكون عالسفينه بشرم الشيخ؟', 'itinerary'],
  ['السفينه تطلع من العقبه ايمتى؟', 'itinerary'],
  ['وين بنبات ليله كامله في الميناء؟', 'itinerary'],
  ['يوم الرجعه نوصل جده الساعه كم؟', 'itinerary'],
  // Boarding at embarkation is not all-aboard.
  ['من أي ساعة نقدر نركب السفينة في جدة؟', null],
  // 'Which trip', compared: an excursion, not the cruise.
  ['اي رحله اطول: البتراء ولا وادي رم؟', 'excursions'],
  // 'Space Diner' is a restaurant, not the spa.
  ['Space Diner sounds fun, 6pm?', 'restaurants'],
  ['any spas on board?', 'spa'],
];

describe('classifyIntent', () => {
  it('reads a question about cancelling and getting money back as a question, in Arabic too', () => {
    expect(asksAbout('هل أقدر ألغي الرحلة البرية وأسترد المبلغ؟')).toBe(true);
    expect(asksAbout('لو كنسلت رحلة البتراء ترجع لي فلوسي؟')).toBe(true);
    expect(asksAbout('هل يمكنني إلغاء حجزي رقم 5؟')).toBe(false);
    // 'I want to know…' asks; 'I want…' orders.
    expect(asksAbout('أبي أعرف رقم خدمة الغرف')).toBe(true);
    expect(asksAbout('أبي عصير برتقال لغرفتي')).toBe(false);
  });

  it("reads a department's number or extension as a question, never an order", () => {
    expect(asksAbout('عايز نمرة خدمة الغرف لو سمحت')).toBe(true);
    expect(asksAbout('ابي رقم الروم سيرفس')).toBe(true);
    expect(asksAbout('وش رقم السبا الداخلي؟ ابي احجز بالتلفون')).toBe(true);
    expect(asksAbout('room service extension')).toBe(true);
    // A room number stated with the order is not a question.
    expect(asksAbout('ابي شاي لغرفه رقم 7012')).toBe(false);
  });

  it('reads a Levantine favour ("فيك تبعتلي…؟") as a request, not a question', () => {
    expect(asksAbout('فيك تبعتلي ترويقة عالغرفة؟')).toBe(false);
    expect(asksAbout('فيك تقلي قديش سعر الشاي؟')).toBe(true);
  });

  it.each(cases)('%s → %s', (text, intent) => {
    expect(classifyIntent(text)).toBe(intent);
  });
});

describe('asksRoute', () => {
  it('is the whole route, not a place asked for', () => {
    expect(asksRoute(normalize('where does the ship stop?'))).toBe(true);
    expect(asksRoute(normalize('وين بنوقف في الرحلة؟'))).toBe(true);
    expect(asksRoute(normalize('هو احنا هنروح فين في الكروز ده؟'))).toBe(true);
    expect(asksRoute(normalize('where do we go for the stargazing?'))).toBe(false);
    expect(asksRoute(normalize('وين نروح للسبا؟'))).toBe(false);
  });
});
