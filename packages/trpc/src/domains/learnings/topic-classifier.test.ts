import { describe, expect, it } from 'vitest';
import { classifyTopic } from './topic-classifier.ts';

describe('classifyTopic', () => {
  it.each([
    ['I would like to order room service', 'room service'],
    ['Can I get breakfast delivered to my suite?', 'room service'],
    ['Book a table at La Tavola for two', 'dining'],
    ['What time is dinner at Layalina?', 'dining'],
    ['Is there a massage available tomorrow?', 'spa'],
    ['Tell me about shore excursions in Petra', 'excursions'],
    ['When do we arrive in Jeddah?', 'itinerary'],
    ['Any daily specials today?', 'promotions'],
    ['Where is the Water Park?', 'activities'],
    ['Cancel my booking please', 'bookings'],
    ['أريد حجز مساج', 'spa'],
    ['ما هي المطاعم المتاحة؟', 'dining'],
    ['Hello there', 'general'],
  ])('%s → %s', (query, topic) => {
    expect(classifyTopic(query)).toBe(topic);
  });

  it('falls back to the answer when the question says nothing specific', () => {
    expect(classifyTopic('What do you recommend?', 'Try the Serenity massage at the spa.')).toBe('spa');
  });
});
