import type { ShoreExcursionBooking } from '@marsa/trpc/schemas';
import { describe, expect, it } from 'vitest';
import { allBookings } from './all-bookings.ts';

const excursion = (id: number, shoreExcursionId: number): ShoreExcursionBooking => ({
  id,
  shoreExcursionId,
  participants: 1,
  specialRequests: '',
  totalPrice: 45,
  status: 'confirmed',
  createdAt: '2026-11-24T06:00:00.000Z',
  shoreExcursion: { title: 'Al-Balad', titleAr: null },
});

describe('allBookings', () => {
  it('lists service bookings and excursions together by date and time, undated last', () => {
    const facts: Record<number, { date: string | null; time: string | null }> = {
      7: { date: '2026-11-25', time: '09:00' },
      8: { date: null, time: '10:00' },
    };
    const list = allBookings(
      [
        { id: 1, date: '2026-11-26', time: '19:30' },
        { id: 2, date: '2026-11-25', time: '20:00' },
      ],
      [excursion(10, 8), excursion(11, 7)],
      (id) => facts[id] ?? { date: null, time: null },
    );
    expect(list.map((entry) => entry.key)).toEqual(['e11', 's2', 's1', 'e10']);
  });
});
