import { interpolate, type Language } from '@marsa/i18n';
import type { ExcursionBadgeVariant, ShoreExcursion } from '@marsa/trpc/schemas';

export type PluralForms = Record<Intl.LDMLPluralRule, string>;

/** The plural form of `forms` for `count` in `lang`, with `{count}` filled in. */
export function pluralize(forms: PluralForms, count: number, lang: Language): string {
  return interpolate(forms[new Intl.PluralRules(lang).select(count)], { count });
}

const HOURS = /^(\d+(?:\.\d+)?)\s*hours?$/i;

/** The server's '4 hours' in the guest's language; anything else is shown as it came. */
export function localizeDuration(duration: string, hours: PluralForms, lang: Language): string {
  const match = HOURS.exec(duration.trim());
  return match ? pluralize(hours, Number(match[1]), lang) : duration;
}

/** A failed call's message when the server sent one; network failures get the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error && error.data && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

export type ExcursionTab = 'all' | 'recommended' | 'bookings';

/** §2: All Excursions for everyone; Recommended and My Bookings only when signed in. */
export const visibleTabs = (isSignedIn: boolean): ExcursionTab[] =>
  isSignedIn ? ['all', 'recommended', 'bookings'] : ['all'];

/** A 0..1 score as the rounded percent of 'N% Match'. */
export const toPercent = (score: number): number => Math.round(score * 100);

/** §4 badge variants drawn with Mantine: default = filled brand, destructive = red, secondary = grey. */
export function badgeStyle(variant: ExcursionBadgeVariant): { variant: 'filled' | 'light'; color: string } {
  if (variant === 'default') return { variant: 'filled', color: 'sea' };
  if (variant === 'destructive') return { variant: 'filled', color: 'red' };
  return { variant: 'light', color: 'gray' };
}

export const difficultyColor = (difficulty: string): string =>
  difficulty === 'easy'
    ? 'teal'
    : difficulty === 'moderate'
      ? 'orange'
      : difficulty === 'challenging'
        ? 'red'
        : 'gray';

/** Show 'Only N spots left' on a card once this few remain. */
export const FEW_SPOTS = 5;

export type GalleryItem = { src: string; isSphere: boolean };

/** §2 gallery: the excursion's photos, then its photo spheres; each address once. */
export function galleryItems(excursion: Pick<ShoreExcursion, 'images' | 'arContent'>): GalleryItem[] {
  const seen = new Set<string>();
  const items: GalleryItem[] = [];
  const add = (src: string, isSphere: boolean) => {
    if (!src || seen.has(src)) return;
    seen.add(src);
    items.push({ src, isSphere });
  };
  for (const src of excursion.images) add(src, false);
  for (const src of excursion.arContent?.photoSphereUrls ?? []) add(src, true);
  return items;
}

/** Previous/next that wrap around: before the first comes the last, after the last the first. */
export const wrapIndex = (index: number, count: number): number =>
  count > 0 ? ((index % count) + count) % count : 0;

/** §2: latitude and longitude to 4 decimals. */
export const formatCoordinate = (value: number): string => value.toFixed(4);

/** How many participants the confirmation offers: the spots left, within the booking limit, at least 1. */
export const maxParticipants = (spotsLeft: number, limit: number): number =>
  Math.max(1, Math.min(spotsLeft, limit));
