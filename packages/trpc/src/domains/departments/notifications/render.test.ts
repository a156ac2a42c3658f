import type { BookingRow, RoomServiceOrderRow, ServiceRequestRow } from '@marsa/db';
import { describe, expect, it } from 'vitest';
import { describeEvent } from './describe.ts';
import { renderEmail } from './render.ts';

const guest = { fullName: 'Omar <Farouk>', roomNumber: '9044', deck: '9' };
const at = new Date('2026-11-24T08:30:00Z');

const booking: BookingRow = {
  id: 12,
  userId: 1,
  type: 'spa',
  status: 'confirmed',
  serviceId: 3,
  serviceName: 'Traditional Hammam Ritual',
  slotId: 4,
  date: '2026-11-25',
  time: '10:00',
  partySize: 2,
  additionalOptions: { specialRequests: 'Quiet room' },
  createdAt: at,
  updatedAt: at,
};

describe('describeEvent', () => {
  it('routes each booking type to its category and cancellations say so', () => {
    const created = describeEvent({ event: 'booking_created', userId: 1, booking }, guest);
    expect(created).toMatchObject({
      category: 'spa',
      ref: 'booking:12',
      subject: 'New spa appointment: Traditional Hammam Ritual, 2026-11-25 10:00 (Booking #12)',
    });
    expect(created.payload.headlineAr).toBe('موعد سبا جديد');
    const cancelled = describeEvent(
      {
        event: 'booking_cancelled',
        userId: 1,
        booking: { ...booking, type: 'restaurant', serviceName: 'Irth' },
      },
      guest,
    );
    expect(cancelled).toMatchObject({
      category: 'restaurant',
      payload: { headline: 'Restaurant booking cancelled' },
    });
  });

  it('sends room service to general and a hand-off to its own category with a link to the request', () => {
    const order: RoomServiceOrderRow = {
      id: 5,
      userId: 1,
      items: [{ name: 'Coffee', quantity: 2 }],
      notes: '',
      status: 'received',
      estimatedDelivery: '30-45 minutes',
      createdAt: at,
      updatedAt: at,
    };
    expect(describeEvent({ event: 'room_service_ordered', userId: 1, order }, guest).category).toBe(
      'general',
    );
    const request: ServiceRequestRow = {
      id: 7,
      userId: 1,
      category: 'shore_excursion',
      message: 'Can someone help with Petra?',
      excerpt: 'Guest: Can someone help with Petra?',
      status: 'open',
      replies: [],
      createdAt: at,
      updatedAt: at,
    };
    const handOff = describeEvent({ event: 'hand_off', userId: 1, request }, guest);
    expect(handOff).toMatchObject({
      category: 'shore_excursion',
      payload: { adminPath: '/admin/requests?id=7' },
    });
  });
});

describe('renderEmail', () => {
  const { payload } = describeEvent({ event: 'booking_created', userId: 1, booking }, guest);
  const { text, html } = renderEmail(payload, 'https://marsa.ship');

  it('writes plain text with everything the crew needs, English with the Arabic beside it', () => {
    expect(text).toContain('New spa appointment\nموعد سبا جديد');
    expect(text).toContain('Guest: Omar <Farouk>');
    expect(text).toContain('Suite and deck: Suite 9044, Deck 9 (الجناح 9044، السطح 9)');
    expect(text).toContain('Treatment: Traditional Hammam Ritual (الحمام التقليدي)');
    expect(text).toContain('Date and time: 2026-11-25 10:00');
    expect(text).toContain('Party size: 2');
    expect(text).toContain('Special requests: Quiet room');
    expect(text).toContain('Reference: Booking #12');
    expect(text).toContain('Open in admin: https://marsa.ship/admin');
  });

  it('writes simple HTML with the guest text escaped', () => {
    expect(html).toContain('Omar &#60;Farouk&#62;');
    expect(html).not.toContain('<Farouk>');
    expect(html).toContain('<a href="https://marsa.ship/admin">');
    expect(html).toContain('<span dir="rtl" lang="ar">الحمام التقليدي</span>');
  });
});
