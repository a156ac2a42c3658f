import { describe, expect, it } from 'vitest';
import { isSpaBookingRequest, spaHintFor, spaHintsByReply, to24Hour } from './spa-request.ts';
import { storedMessage } from './stored-message.fixture.ts';

describe('spa booking requests', () => {
  it('needs a booking word and a spa word, in English or Arabic', () => {
    expect(isSpaBookingRequest('Can I book a massage?')).toBe(true);
    expect(isSpaBookingRequest('Reserve the Royal facial')).toBe(true);
    expect(isSpaBookingRequest('أريد حجز مساج')).toBe(true);
    expect(isSpaBookingRequest('Tell me about spa services')).toBe(false);
    expect(isSpaBookingRequest('Book a table at Irth')).toBe(false);
  });

  it('applies the §3 hint rules', () => {
    expect(spaHintFor('Book a massage')).toEqual({ serviceId: 1, time: '10:15 AM', date: 'Tomorrow' });
    expect(spaHintFor('Book the royal rejuvenation facial at 11:30 AM')).toEqual({
      serviceId: 2,
      time: '11:30 AM',
      date: 'Tomorrow',
    });
    expect(spaHintFor('Book the Serenity suite at 9:00 am')).toMatchObject({ serviceId: 3, time: '9:00 AM' });
    expect(spaHintFor('What time does the spa open?')).toBeNull();
  });

  it('ties each hint to the reply after the request', () => {
    const hints = spaHintsByReply([
      storedMessage(1, 'user', 'Tell me about restaurants'),
      storedMessage(2, 'assistant', 'Here they are'),
      storedMessage(3, 'user', 'I want to book a facial at 12:00 PM'),
      storedMessage(4, 'assistant', '{"type":"spa_services"}'),
    ]);
    expect(hints.has(2)).toBe(false);
    expect(hints.get(4)).toEqual({ serviceId: 2, time: '12:00 PM', date: 'Tomorrow' });
  });

  it('converts the hint clock to 24 hours', () => {
    expect(to24Hour('9:30 AM')).toBe('09:30');
    expect(to24Hour('12:00 PM')).toBe('12:00');
    expect(to24Hour('12:15 AM')).toBe('00:15');
    expect(to24Hour('10:15 pm')).toBe('22:15');
    expect(to24Hour('noon')).toBeNull();
  });
});
