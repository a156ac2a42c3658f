/**
 * §4 'Promotion shown status', pure and browser-safe: the admin cards and the concierge use the
 * same rule. Dates may be Date objects (server) or ISO strings (JSON on the client).
 */
export type PromotionWindow = {
  isActive: boolean;
  availableFrom: Date | string;
  availableTo: Date | string;
};

export type PromotionShownStatus = 'Active' | 'Inactive';

/** Active only if isActive is true and `now` lies within [availableFrom, availableTo], both ends included. */
export function isPromotionLive(promotion: PromotionWindow, now: Date = new Date()): boolean {
  if (!promotion.isActive) return false;
  const from = new Date(promotion.availableFrom).getTime();
  const to = new Date(promotion.availableTo).getTime();
  const at = now.getTime();
  return from <= at && at <= to;
}

export function promotionShownStatus(
  promotion: PromotionWindow,
  now: Date = new Date(),
): PromotionShownStatus {
  return isPromotionLive(promotion, now) ? 'Active' : 'Inactive';
}
