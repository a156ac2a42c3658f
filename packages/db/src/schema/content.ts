import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  CURRENCY_DEFAULT,
  DEPARTMENT_CATEGORIES,
  PROMOTION_DEPARTMENTS,
  PROMOTION_TYPES,
} from '../constants.ts';
import { id, inList, textList, timestamps } from './columns.ts';

export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text().notNull().unique(),
    email: text().notNull(),
    category: text({ enum: DEPARTMENT_CATEGORIES }).notNull(),
    description: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [check('departments_category', sql`${t.category} IN (${inList(DEPARTMENT_CATEGORIES)})`)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    title: text().notNull(),
    titleAr: text(),
    description: text().notNull(),
    descriptionAr: text(),
    department: text({ enum: PROMOTION_DEPARTMENTS }).notNull(),
    promotionType: text({ enum: PROMOTION_TYPES }).notNull(),
    imageUrl: text(),
    availableFrom: timestamp({ withTimezone: true }).notNull(),
    availableTo: timestamp({ withTimezone: true }).notNull(),
    validDays: textList(),
    validTimes: text(),
    discountPercentage: integer(),
    originalPrice: integer(),
    promotionalPrice: integer(),
    currency: text().notNull().default(CURRENCY_DEFAULT),
    maxRedemptions: integer(),
    currentRedemptions: integer().notNull().default(0),
    terms: text(),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('promotions_department', sql`${t.department} IN (${inList(PROMOTION_DEPARTMENTS)})`),
    check('promotions_type', sql`${t.promotionType} IN (${inList(PROMOTION_TYPES)})`),
    check(
      'promotions_discount_range',
      sql`${t.discountPercentage} IS NULL OR (${t.discountPercentage} >= 0 AND ${t.discountPercentage} <= 100)`,
    ),
    check('promotions_original_price', sql`${t.originalPrice} IS NULL OR ${t.originalPrice} >= 0`),
    check('promotions_promotional_price', sql`${t.promotionalPrice} IS NULL OR ${t.promotionalPrice} >= 0`),
    check('promotions_max_redemptions', sql`${t.maxRedemptions} IS NULL OR ${t.maxRedemptions} >= 1`),
    check('promotions_current_redemptions', sql`${t.currentRedemptions} >= 0`),
    check('promotions_window', sql`${t.availableTo} >= ${t.availableFrom}`),
  ],
);

export type DepartmentRow = typeof departments.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
