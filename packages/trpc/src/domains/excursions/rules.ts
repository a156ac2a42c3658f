/**
 * Browser-safe rules of the shore excursion screen (§2, §4, §5, §9), shared by the web app
 * (through `@marsa/trpc/schemas`) and the server. No database or node imports here.
 */
import {
  type BookingStatus,
  type EXCURSION_CATEGORIES,
  type EXCURSION_DIFFICULTIES,
  EXCURSION_PRICE_BANDS,
  HIGHLIGHT_CUT,
  HIGHLIGHTS_SHOWN,
  SAR_PER_USD,
} from '@marsa/db/constants';

export type ExcursionCategory = (typeof EXCURSION_CATEGORIES)[number];
export type ExcursionDifficulty = (typeof EXCURSION_DIFFICULTIES)[number];
export type PriceBand = keyof typeof EXCURSION_PRICE_BANDS;

export const PRICE_BAND_NAMES = ['budget', 'mid', 'luxury'] as const satisfies readonly PriceBand[];
export const EXCURSION_FILTER_ALL = 'all';

/** Integer cents → dollars. */
export const centsToUsd = (cents: number): number => cents / 100;

/** The one USD → SAR conversion: USD × SAR_PER_USD, rounded to 2 decimals. */
export const usdToSar = (usd: number): number => Math.round((usd * SAR_PER_USD + Number.EPSILON) * 100) / 100;

/** §5/§9 price band: budget up to 50 USD, mid above 50 up to 150, luxury above 150. */
export function priceBandOf(priceUsd: number): PriceBand {
  if (priceUsd <= EXCURSION_PRICE_BANDS.budget.max) return 'budget';
  if (priceUsd <= EXCURSION_PRICE_BANDS.mid.max) return 'mid';
  return 'luxury';
}

export type ExcursionFilters = {
  search: string;
  category: ExcursionCategory | typeof EXCURSION_FILTER_ALL;
  difficulty: ExcursionDifficulty | typeof EXCURSION_FILTER_ALL;
  priceRange: PriceBand | typeof EXCURSION_FILTER_ALL;
};

/** What 'Clear Filters' resets to. */
export const EMPTY_EXCURSION_FILTERS: ExcursionFilters = {
  search: '',
  category: EXCURSION_FILTER_ALL,
  difficulty: EXCURSION_FILTER_ALL,
  priceRange: EXCURSION_FILTER_ALL,
};

type FilterableExcursion = {
  title: string;
  description: string;
  category: string;
  difficultyLevel: string;
  priceUSD: number;
};

/** §5 client-side filters; 'all' (or an empty search) means no filter on that field. */
export function filterExcursions<T extends FilterableExcursion>(
  excursions: readonly T[],
  filters: ExcursionFilters,
): T[] {
  const needle = filters.search.trim().toLowerCase();
  return excursions.filter(
    (excursion) =>
      (filters.category === EXCURSION_FILTER_ALL || excursion.category === filters.category) &&
      (filters.difficulty === EXCURSION_FILTER_ALL || excursion.difficultyLevel === filters.difficulty) &&
      (filters.priceRange === EXCURSION_FILTER_ALL ||
        priceBandOf(excursion.priceUSD) === filters.priceRange) &&
      (!needle ||
        excursion.title.toLowerCase().includes(needle) ||
        excursion.description.toLowerCase().includes(needle)),
  );
}

/** §2: a highlight cut to 20 characters plus '...' when it is longer. */
export const cutHighlight = (highlight: string): string =>
  highlight.length > HIGHLIGHT_CUT ? `${highlight.slice(0, HIGHLIGHT_CUT)}...` : highlight;

/** §2 card preview: the first 2 highlights, cut, and the N of '+N more' (0 when nothing is hidden). */
export function highlightPreview(highlights: readonly string[]): { shown: string[]; moreCount: number } {
  return {
    shown: highlights.slice(0, HIGHLIGHTS_SHOWN).map(cutHighlight),
    moreCount: Math.max(0, highlights.length - HIGHLIGHTS_SHOWN),
  };
}

type BookingLike = { shoreExcursionId: number; status: string };

/** §4: an excursion is 'Booked' while any of the guest's bookings for it is not cancelled. */
export const isExcursionBooked = (excursionId: number, bookings: readonly BookingLike[]): boolean =>
  bookings.some((booking) => booking.shoreExcursionId === excursionId && booking.status !== 'cancelled');

export type ExcursionBadgeVariant = 'default' | 'destructive' | 'secondary';

/** §4 excursion booking badge: default for confirmed, destructive for cancelled, secondary otherwise. */
export function excursionBookingBadgeVariant(status: BookingStatus | (string & {})): ExcursionBadgeVariant {
  if (status === 'confirmed') return 'default';
  if (status === 'cancelled') return 'destructive';
  return 'secondary';
}
