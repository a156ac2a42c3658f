import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const en = oneTurn('unanswerable', 'en');
const ar = oneTurn('unanswerable', 'ar');
const unknown = { unanswerable: true } as const;

/**
 * Questions the ship's data cannot answer: the reply must say it does not know or offer staff, and
 * must not state a number, time or price the data lacks.
 */
export const unanswerableCases: Case[] = [
  en('lifeboats', 'how many lifeboats does the ship have?', [], unknown),
  en('captain', "what's the captain's name?", [], unknown),
  en('speed', 'how fast does the ship go?', [], unknown),
  en('laundry-price', 'how much does it cost to have a shirt washed?', [], unknown),
  en('pool-depth', 'how deep is the water in the water park pool?', [], unknown),
  en('weather', "what's the weather going to be in Aqaba?", [], unknown),
  en('doctor-fee', 'how much does it cost to see the doctor?', [], unknown),
  en('salon', 'what time does the hair salon open?', [], unknown),
  en('car-hire', 'can I rent a car in Yanbu?', [], unknown),
  en('built', 'what year was the ship built?', [], unknown),
  en('crew-count', 'how many crew work on the ship?', [], unknown),
  en('exchange-rate', "what's today's exchange rate for Egyptian pounds?", [], unknown),
  en('sim-card', 'do you sell local SIM cards on board?', [], unknown),
  en('streaming-price', 'how much is the streaming wifi package now?', [], unknown),
  ar('captain', 'ما اسم القبطان؟', [], unknown),
  ar('lifeboats', 'كم عدد قوارب النجاة في السفينة؟', [], unknown),
  ar('speed', 'كم سرعة السفينة؟', [], unknown),
  ar('doctor-fee', 'كم تكلفة الكشف عند الطبيب؟', [], unknown),
  ar('weather', 'كيف الطقس بكرة في العقبة؟', [], unknown),
  ar('barber', 'متى يفتح الحلاق؟', [], unknown),
];
