import { any, num } from '../facts.ts';
import type { Case } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dialogue, oneTurn } from './helpers.ts';

const en = oneTurn('room-service', 'en');
const ar = oneTurn('room-service', 'ar');
const delivery = /30\s?(?:-|–|to|الى|إلى)\s?45/;

/** Room service: questions about it (which must never place an order) and orders confirmed in words. */
export const roomServiceCases: Case[] = [
  en('dial', 'what number do I dial for room service?', [num(3000)]),
  en('all-night', 'is room service 24 hours?', [any('24 hours', '24-hour', 'around the clock')]),
  en('how-long', 'how long does room service take to arrive?', [delivery]),
  en('breakfast-free', 'is breakfast in the cabin free?', [any('complimentary', 'free')]),
  en('night-charge', 'is there an extra charge if I order food at 2am?', ['charge']),
  ar('dial', 'ما رقم خدمة الغرف؟', [num(3000)]),
  ar('how-long', 'كم ياخذ وقت توصيل الطلب للغرفة؟', [delivery]),
  dialogue('room-service', 'en', 'order-sandwiches', [
    { say: "I'd like to order room service", expect: [/what would you like|what can i get|what may i/] },
    {
      say: '2 club sandwiches and a pot of mint tea',
      expect: [any('club sandwich', 'sandwiches'), asksToConfirm],
      request: true,
    },
    {
      say: 'yes',
      expect: [delivery],
      action: { kind: 'roomService', op: 'create', items: [/club sandwich/, /mint tea/] },
    },
  ]),
  dialogue('room-service', 'en', 'send-up-tea', [
    {
      say: 'can you send a pot of mint tea up to my cabin?',
      expect: ['mint tea', asksToConfirm],
      request: true,
    },
    {
      say: 'yes please',
      expect: [delivery],
      action: { kind: 'roomService', op: 'create', items: [/mint tea/] },
    },
  ]),
  dialogue('room-service', 'ar', 'order-juice', [
    {
      say: 'أبغى أطلب عصير برتقال وساندويتش كلوب للغرفة',
      expect: [any('عصير', 'juice'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'نعم',
      expect: [delivery],
      action: { kind: 'roomService', op: 'create', items: [/orange|برتقال/] },
    },
  ]),
  dialogue('room-service', 'en', 'question-after-order', [
    { say: 'please send 2 cappuccinos to my room', expect: ['cappuccino', asksToConfirm], request: true },
    { say: 'yes', expect: [delivery], action: { kind: 'roomService', op: 'create', items: [/cappuccino/] } },
    { say: 'how long will that take?', expect: [delivery] },
  ]),
];
