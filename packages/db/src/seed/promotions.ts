import type { promotions } from '../schema/index.ts';
import { addDays, startOfUtcDay } from './dates.ts';

export type NewPromotion = typeof promotions.$inferInsert;

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Original price and the discounted price that follows from the percentage, all in cents. */
function priced(originalPrice: number, discountPercentage: number) {
  return {
    originalPrice,
    discountPercentage,
    promotionalPrice: Math.round((originalPrice * (100 - discountPercentage)) / 100),
  };
}

/**
 * Promotions relative to `today`: most run now, two daily specials cover every day of the cruise,
 * two have expired and one is scheduled for later, so every shown status is reachable.
 */
export function buildPromotions(today: Date): NewPromotion[] {
  const midnight = startOfUtcDay(today);
  const days = (n: number) => addDays(midnight, n);
  const endOfCruise = new Date(days(8).getTime() - 1000);
  return [
    {
      title: 'Mezze Feast of the Day at Layalina',
      description:
        'A daily lunch special: eight hot and cold mezze to share, a mixed grill and a pot of mint tea for two.',
      department: 'restaurant',
      promotionType: 'daily_special',
      imageUrl: '/images/promotions/layalina-mezze-feast.svg',
      availableFrom: midnight,
      availableTo: endOfCruise,
      validDays: EVERY_DAY,
      validTimes: '12:00–15:00',
      ...priced(9_000, 30),
      maxRedemptions: null,
      terms: 'Price for two guests. Lunch only. Cannot be combined with other offers.',
      isActive: true,
      isFeatured: true,
    },
    {
      title: 'Catch of the Day at The Fish Market',
      description: 'Today’s Red Sea catch, grilled whole with saffron rice, salad and a fresh lemonade.',
      department: 'restaurant',
      promotionType: 'daily_special',
      imageUrl: '/images/promotions/catch-of-the-day.svg',
      availableFrom: midnight,
      availableTo: endOfCruise,
      validDays: EVERY_DAY,
      validTimes: '18:00–21:30',
      ...priced(6_400, 25),
      maxRedemptions: null,
      terms: 'Subject to the day’s catch. Per person.',
      isActive: true,
      isFeatured: false,
    },
    {
      title: 'Irth Chef’s Table',
      description:
        'Join the chef at the kitchen counter for the seven-course heritage menu, with a behind-the-scenes tour of the Irth kitchen.',
      department: 'restaurant',
      promotionType: 'special_offer',
      imageUrl: '/images/promotions/irth-chefs-table.svg',
      availableFrom: days(-5),
      availableTo: days(25),
      validDays: ['Monday', 'Wednesday', 'Friday', 'Saturday'],
      validTimes: '19:00 seating',
      ...priced(24_000, 20),
      maxRedemptions: 40,
      currentRedemptions: 11,
      terms: 'Eight seats per evening. Reservation required.',
      isActive: true,
      isFeatured: true,
    },
    {
      title: 'Sea Day Spa Escape',
      description:
        'The Signature Red Sea Massage plus a Thermal Suite Day Pass, at a special price on days at sea.',
      department: 'spa',
      promotionType: 'package_deal',
      imageUrl: '/images/promotions/sea-day-spa-escape.svg',
      availableFrom: days(-2),
      availableTo: days(30),
      validDays: EVERY_DAY,
      validTimes: '09:00–18:00',
      ...priced(24_000, 25),
      maxRedemptions: 120,
      currentRedemptions: 37,
      terms: 'Valid on sea days only. Book through the spa or the concierge.',
      isActive: true,
      isFeatured: true,
    },
    {
      title: 'Early Riser Facial',
      description: '15% off the Royal Rejuvenation Facial for appointments before 11:00.',
      department: 'spa',
      promotionType: 'discount',
      imageUrl: '/images/promotions/early-riser-facial.svg',
      availableFrom: days(-10),
      availableTo: days(45),
      validDays: EVERY_DAY,
      validTimes: '09:00–11:00',
      ...priced(21_000, 15),
      maxRedemptions: null,
      terms: 'Appointments starting before 11:00 only.',
      isActive: true,
      isFeatured: false,
    },
    {
      title: 'Family Fun Pass',
      description:
        'Two VR Zone sessions, a reserved Water Park cabana for the day and a Space Diner milkshake for every family member.',
      department: 'activity',
      promotionType: 'package_deal',
      imageUrl: '/images/promotions/family-fun-pass.svg',
      availableFrom: days(-1),
      availableTo: days(60),
      validDays: EVERY_DAY,
      validTimes: '09:00–19:00',
      ...priced(16_000, 30),
      maxRedemptions: 50,
      currentRedemptions: 8,
      terms: 'For up to four guests, at least one under 18.',
      isActive: true,
      isFeatured: false,
    },
    {
      title: 'Early Booking: AlUla Expedition',
      description: 'Book the AlUla & Hegra Heritage Expedition before sailing and save 10%.',
      department: 'general',
      promotionType: 'discount',
      imageUrl: '/images/promotions/alula-early-booking.svg',
      availableFrom: days(-60),
      availableTo: days(-10),
      validDays: EVERY_DAY,
      validTimes: 'Any time',
      ...priced(39_500, 10),
      maxRedemptions: 200,
      currentRedemptions: 146,
      terms: 'Pre-cruise bookings only.',
      isActive: true,
      isFeatured: false,
    },
    {
      title: 'Welcome Week Wi-Fi Bundle',
      description: 'Unlimited streaming Wi-Fi for two devices for the whole cruise at half price.',
      department: 'general',
      promotionType: 'special_offer',
      imageUrl: '/images/promotions/wifi-bundle.svg',
      availableFrom: days(-30),
      availableTo: days(-2),
      validDays: EVERY_DAY,
      validTimes: 'Any time',
      ...priced(14_000, 50),
      maxRedemptions: null,
      terms: 'One bundle per cabin.',
      isActive: true,
      isFeatured: false,
    },
    {
      title: 'Eid Celebration Brunch',
      description: 'A festive brunch at Amwaj Buffet with live music, henna artists and a dessert souq.',
      department: 'restaurant',
      promotionType: 'special_offer',
      imageUrl: '/images/promotions/eid-celebration-brunch.svg',
      availableFrom: days(40),
      availableTo: days(42),
      validDays: EVERY_DAY,
      validTimes: '10:00–14:00',
      ...priced(7_500, 0),
      maxRedemptions: 300,
      terms: 'Announced on board; dates follow the moon sighting.',
      isActive: false,
      isFeatured: false,
    },
  ];
}
