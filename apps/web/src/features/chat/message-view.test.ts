import { describe, expect, it } from 'vitest';
import { canRate, clockOf, contentView, richImages, withoutListLines } from './message-view.ts';

const restaurant = {
  id: 1,
  name: 'Irth',
  cuisine: 'Saudi heritage',
  location: 'Deck 6',
  description: 'Tasting menu',
  openingTime: '18:00',
  closingTime: '23:00',
  rating: 4.9,
  imageUrl: '/images/restaurants/irth.svg',
  freeTimes: ['18:00', '19:00'],
};

describe('contentView', () => {
  it('reads plain text as text', () => {
    expect(contentView('Hello there')).toEqual({ kind: 'text', text: 'Hello there' });
    expect(contentView('{not json')).toEqual({ kind: 'text', text: '{not json' });
  });

  it('reads a JSON rich reply into text, images (main first, no repeats) and caption', () => {
    const content = JSON.stringify({
      message: 'Petra awaits',
      image: '/a.svg',
      imageCaption: 'Petra Grand Tour',
      gallery: ['/a.svg', '/b.svg', '/c.svg'],
    });
    expect(contentView(content)).toEqual({
      kind: 'rich',
      text: 'Petra awaits',
      images: ['/a.svg', '/b.svg', '/c.svg'],
      caption: 'Petra Grand Tour',
    });
  });

  it("keeps the caption's Arabic (the record's Arabic name) for an Arabic screen", () => {
    const content = JSON.stringify({
      message: 'البتراء بانتظارك',
      image: '/a.svg',
      imageCaption: 'Petra Grand Tour',
      imageCaptionAr: 'جولة البتراء الكبرى',
    });
    expect(contentView(content)).toMatchObject({
      caption: 'Petra Grand Tour',
      captionAr: 'جولة البتراء الكبرى',
    });
  });

  it('reads the structured welcome with its suggestions', () => {
    const content = JSON.stringify({
      type: 'welcome',
      message: 'Welcome aboard',
      suggestions: ['Tell me about restaurants'],
    });
    expect(contentView(content)).toEqual({
      kind: 'welcome',
      text: 'Welcome aboard',
      suggestions: ['Tell me about restaurants'],
    });
  });

  it('reads restaurants with the list lines left to the cards', () => {
    const content = JSON.stringify({
      type: 'restaurants',
      message: 'Here are our restaurants:\n• Irth: Saudi heritage\n\nWould you like a table?',
      date: '2026-11-22',
      restaurants: [restaurant],
    });
    const view = contentView(content);
    expect(view).toMatchObject({ kind: 'restaurants', date: '2026-11-22', restaurants: [restaurant] });
    expect(view.kind === 'restaurants' && view.text).toBe(
      'Here are our restaurants:\n\nWould you like a table?',
    );
  });

  it('reads spa services and a spa confirmation (service, date, time)', () => {
    const services = contentView(
      JSON.stringify({
        type: 'spa_services',
        message: 'Treatments:\n1. Massage',
        date: '2026-11-22',
        services: [],
      }),
    );
    expect(services).toMatchObject({ kind: 'spa_services', text: 'Treatments:', services: [] });
    const confirmation = contentView(
      JSON.stringify({
        type: 'spa_confirmation',
        message: 'Booked!',
        serviceId: 2,
        serviceName: 'Royal Rejuvenation Facial',
        date: '2026-11-23',
        time: '11:00',
        bookingId: 12,
      }),
    );
    expect(confirmation).toEqual({
      kind: 'spa_confirmation',
      text: 'Booked!',
      booking: {
        serviceId: 2,
        serviceName: 'Royal Rejuvenation Facial',
        date: '2026-11-23',
        time: '11:00',
        bookingId: 12,
      },
    });
  });

  it('reads an unknown JSON object as text, and unfinished JSON while streaming as pending', () => {
    expect(contentView('{"foo":1}').kind).toBe('text');
    expect(contentView('{"message":"Pet', true)).toEqual({ kind: 'pending' });
    expect(contentView('Plain words', true).kind).toBe('text');
  });
});

describe('helpers', () => {
  it('strips bullet and numbered lines only', () => {
    expect(withoutListLines('Intro:\n- a\n2) b\nOutro')).toBe('Intro:\nOutro');
  });

  it('collects the images of a rich reply', () => {
    expect(richImages({ image: '/a.svg' })).toEqual(['/a.svg']);
    expect(richImages({ gallery: ['/b.svg', ''] })).toEqual(['/b.svg']);
  });

  it('rates answers, not the welcome nor a pending reply', () => {
    expect(canRate({ kind: 'text', text: 'x' })).toBe(true);
    expect(canRate({ kind: 'welcome', text: 'x', suggestions: [] })).toBe(false);
    expect(canRate({ kind: 'pending' })).toBe(false);
  });

  it('gives the local clock of a timestamp', () => {
    const date = new Date(2026, 10, 22, 9, 5);
    expect(clockOf(date.toISOString())).toBe('09:05');
    expect(clockOf('nonsense')).toBeNull();
  });
});
