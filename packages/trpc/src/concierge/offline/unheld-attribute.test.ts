import { describe, expect, it } from 'vitest';
import { attributeAsked, holdsAttribute, saysUnknown } from './unheld-attribute.ts';

describe('attributeAsked', () => {
  it.each([
    ['how much exactly is the late-night delivery charge for room service?', 'amount'],
    ["what's the price to have one shirt pressed?", 'amount'],
    ['if I take cash out at the machine on board what cut do they take?', 'amount'],
    ['كي القميص بكام في خدمة الغسيل؟', 'amount'],
    ['قديش بياخدوا عمولة عالسحب من الصراف الآلي؟', 'amount'],
    ['ما قيمة رسوم التوصيل لخدمة الغرف بالليل؟', 'amount'],
    ["what's the name of the oud player at Layalina?", 'name'],
    ['مين اسم اللي بيعزف عود بليالينا؟', 'name'],
    ['ما اسم عازف العود في ليالينا؟', 'name'],
    ["what's the weather forecast for Aqaba on the day we're there?", 'forecast'],
    ['الجو هيبقى عامل ايه في الغردقة يوم ما نوصل؟', 'forecast'],
    ['هل يوجد طبيب أسنان على متن السفينة؟', 'specialist'],
    ['do you have a dentist on the ship?', 'specialist'],
  ])('%s asks %s', (question, attribute) => {
    expect(attributeAsked(question)?.attribute).toBe(attribute);
  });

  it.each([
    'is there a charge to see the doctor?',
    'is the space diner free?',
    'what time does La Tavola open?',
    'how many restaurants are there?',
    'كم ساعة نبقى في العقبة؟',
    "what's the name of the restaurant on deck 6?",
    'is there a doctor on board?',
  ])('%s asks none of them', (question) => {
    expect(attributeAsked(question)).toBeUndefined();
  });
});

describe('holdsAttribute', () => {
  it('an amount is a price, a share, or free when nothing is said to be charged', () => {
    expect(holdsAttribute('The hammam is $60 for 45 minutes.', 'amount')).toBe(true);
    expect(holdsAttribute('Later cancellations are charged 50% of the price.', 'amount')).toBe(true);
    expect(holdsAttribute('Space Diner is included in your fare.', 'amount')).toBe(true);
    expect(
      holdsAttribute(
        'Continental breakfast is complimentary; a small delivery charge applies at night.',
        'amount',
      ),
    ).toBe(false);
    expect(holdsAttribute('It returns within 24 hours and is charged per item.', 'amount')).toBe(false);
    expect(holdsAttribute('Free tables today: 6:30 PM, 7:30 PM.', 'amount')).toBe(false);
  });

  it('a specialist is held only when the reply names one; names and forecasts never are', () => {
    expect(holdsAttribute('The Medical Centre on Deck 1 has doctors and nurses.', 'specialist')).toBe(false);
    expect(holdsAttribute('Live oud music every evening from 19:30.', 'name')).toBe(false);
    expect(holdsAttribute('Temperatures often pass 35 °C ashore.', 'forecast')).toBe(false);
  });
});

describe('saysUnknown', () => {
  it('reads a reply that already says it does not know', () => {
    expect(saysUnknown("I'm sorry, I don't have information about that.")).toBe(true);
    expect(saysUnknown('عذرًا، لا تتوفر لدي معلومات حول ذلك.')).toBe(true);
    expect(saysUnknown('Room service is available 24 hours.')).toBe(false);
  });
});
