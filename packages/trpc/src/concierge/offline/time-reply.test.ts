import { describe, expect, it } from 'vitest';
import type { Turn } from './conversation.ts';
import { pickOfferedTime } from './dialogue.ts';
import { resolveFocus } from './focus.ts';
import { conversation } from './test-conversation.ts';
import { bareNumberReply, timeReplyIn } from './time-reply.ts';

const offered = ['17:30', '18:30', '19:30'];

describe('a reply that picks a time', () => {
  it('picks an offered time from a time-like reply, in English and Arabic', () => {
    expect(pickOfferedTime('5:30', offered)).toBe('17:30');
    expect(pickOfferedTime("the 7 o'clock one", ['18:00', '19:00'])).toBe('19:00');
    expect(pickOfferedTime('7:30 is fine', offered)).toBe('19:30');
    expect(pickOfferedTime('ok 6 then', ['18:00', '19:00'])).toBe('18:00');
    expect(pickOfferedTime("6 then, it's just me", ['18:00', '19:00'])).toBe('18:00');
    expect(pickOfferedTime('is 7 ok?', ['18:00', '19:00'])).toBe('19:00');
    expect(pickOfferedTime('الساعة ٧:٣٠', offered)).toBe('19:30');
    expect(pickOfferedTime('الساعه ٦', ['18:00', '19:00'])).toBe('18:00');
    expect(pickOfferedTime('٦ تمام', ['18:00', '19:00'])).toBe('18:00');
  });

  it('never reads a number inside an unrelated question as a time (near misses)', () => {
    for (const text of [
      "What's on the deck 5 map?",
      'which restaurants are on deck 5?',
      'can you send it to room 5012?',
      'is there room for 5 people?',
      'we are 5 people',
      'how much is it for 5 of us?',
      'what does booking #5 include?',
      'is the spa on floor 5?',
      'how long is the 5 km walk?',
      'ما الموجود في الطابق 5؟',
      'غرفتي رقم 5',
      'هل يوجد مكان لـ 5 اشخاص؟',
    ]) {
      expect(timeReplyIn(text), text).toBeUndefined();
      expect(pickOfferedTime(text, offered), text).toBeUndefined();
    }
  });

  it('reads a bare time picked in any dialect after offered times', () => {
    expect(pickOfferedTime('خلها ٨', ['19:00', '20:00'])).toBe('20:00');
    expect(pickOfferedTime('خليها الساعة ٩', ['20:00', '21:00'])).toBe('21:00');
    expect(pickOfferedTime('طب ٩ خلاص', ['20:00', '21:00'])).toBe('21:00');
    expect(pickOfferedTime('الساعة تسعة تمام', ['20:00', '21:00'])).toBe('21:00');
  });

  it('gives a bare number only for a reply that is the number', () => {
    expect(bareNumberReply('make it 8 instead')).toBe(8);
    expect(bareNumberReply('3 then')).toBe(3);
    expect(bareNumberReply("What's on the deck 5 map?")).toBeUndefined();
    expect(bareNumberReply('7:30 please')).toBeUndefined();
  });
});

describe('a question between offered times and the pick', () => {
  const request: Turn = { role: 'user', text: "I'd like a table at La Tavola tomorrow at 7pm for two" };
  const offer: Turn = {
    role: 'assistant',
    text: 'La Tavola has nothing free at 7:00 PM tomorrow. The nearest free times are 6:30 PM and 7:30 PM. Which would you like?',
  };

  it('is a question of its own, not a time for the booking', () => {
    const focus = resolveFocus(
      conversation([request, offer, { role: 'user', text: "What's on the deck 5 map?" }]),
    );
    expect(focus.intent).toBeNull();
    expect(focus.details.time).toBeUndefined();
  });

  it('and the time said after it still answers the offer', () => {
    const focus = resolveFocus(
      conversation([
        request,
        offer,
        { role: 'user', text: "What's on the deck 5 map?" },
        { role: 'assistant', text: 'Deck 5 has Layalina and The Fish Market.' },
        { role: 'user', text: '7:30 is fine' },
      ]),
    );
    expect(focus.intent).toBe('book_table');
    expect(focus.details).toMatchObject({ time: '07:30', partySize: 2, date: '2026-11-25' });
  });
});
