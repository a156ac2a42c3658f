import { describe, expect, it } from 'vitest';
import { messageText, parseMessageContent } from './content.ts';

describe('parseMessageContent', () => {
  it('reads plain text, rich replies and the structured types', () => {
    expect(parseMessageContent('Hello there')).toEqual({ kind: 'text', text: 'Hello there' });
    expect(parseMessageContent('{not json')).toEqual({ kind: 'text', text: '{not json' });
    expect(parseMessageContent('{"foo":1}')).toEqual({ kind: 'text', text: '{"foo":1}' });
    const rich = { message: 'Irth', image: '/a.jpg', imageCaption: 'Irth', gallery: ['/a.jpg', '/b.jpg'] };
    expect(parseMessageContent(JSON.stringify(rich))).toEqual({ kind: 'rich', content: rich });
    const welcome = {
      type: 'welcome',
      message: 'Welcome aboard',
      suggestions: ['Tell me about restaurants'],
    };
    expect(parseMessageContent(JSON.stringify(welcome))).toEqual({ kind: 'structured', content: welcome });
    const spa = {
      type: 'spa_confirmation',
      message: 'Booked',
      serviceId: 1,
      serviceName: 'Massage',
      date: '2026-11-23',
      time: '10:00',
      bookingId: 4,
    };
    expect(parseMessageContent(JSON.stringify(spa))).toEqual({ kind: 'structured', content: spa });
    expect(messageText(JSON.stringify(spa))).toBe('Booked');
    expect(messageText('plain')).toBe('plain');
  });
});
