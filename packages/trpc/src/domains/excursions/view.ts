import type { ArContent, ShoreExcursionRow } from '@marsa/db';
import type { BookingStatus } from '@marsa/db/constants';
import { centsToUsd, type ExcursionCategory, type ExcursionDifficulty, usdToSar } from './rules.ts';

/** §3 shore excursion, plus capacity and spotsLeft. */
export type ShoreExcursion = {
  id: number;
  title: string;
  titleAr: string | null;
  description: string;
  descriptionAr: string | null;
  category: ExcursionCategory;
  difficultyLevel: ExcursionDifficulty;
  duration: string;
  priceUSD: number;
  priceSAR: number;
  departureTime: string;
  returnTime: string;
  highlights: string[];
  images: string[];
  arContent: ArContent | null;
  capacity: number;
  spotsLeft: number;
};

/** §3 shore excursion booking; totalPrice in dollars, createdAt an ISO timestamp. */
export type ShoreExcursionBooking = {
  id: number;
  shoreExcursionId: number;
  participants: number;
  specialRequests: string;
  totalPrice: number;
  status: BookingStatus;
  createdAt: string;
  shoreExcursion: { title: string; titleAr: string | null };
};

export function toShoreExcursion(row: ShoreExcursionRow): ShoreExcursion {
  const priceUSD = centsToUsd(row.priceCents);
  return {
    id: row.id,
    title: row.title,
    titleAr: row.titleAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    category: row.category,
    difficultyLevel: row.difficultyLevel,
    duration: row.duration,
    priceUSD,
    priceSAR: usdToSar(priceUSD),
    departureTime: row.departureTime,
    returnTime: row.returnTime,
    highlights: row.highlights,
    images: row.images,
    arContent: row.arContent ?? null,
    capacity: row.capacity,
    spotsLeft: Math.max(0, row.capacity - row.bookedCount),
  };
}

type BookingFields = {
  id: number;
  shoreExcursionId: number;
  participants: number;
  specialRequests: string;
  totalPriceCents: number;
  status: BookingStatus;
  createdAt: Date;
};

export const toShoreExcursionBooking = (
  row: BookingFields,
  title: string,
  titleAr: string | null,
): ShoreExcursionBooking => ({
  id: row.id,
  shoreExcursionId: row.shoreExcursionId,
  participants: row.participants,
  specialRequests: row.specialRequests,
  totalPrice: centsToUsd(row.totalPriceCents),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  shoreExcursion: { title, titleAr },
});
