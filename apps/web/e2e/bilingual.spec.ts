import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Issue 9, point 7: Arabic screens show the seeded Arabic names and descriptions.

/** Opens the app in Arabic from the first paint (the language choice lives in localStorage). */
async function useArabic(page: Page) {
  await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
}

test.describe('Arabic content', () => {
  test('dining shows the restaurants’ Arabic names and descriptions', async ({ guestPage: page }) => {
    await useArabic(page);
    await page.goto('/dining');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const irth = page
      .getByTestId('restaurant-card')
      .filter({ has: page.getByRole('heading', { name: 'إرث' }) });
    await expect(irth).toContainText('الجريش النجدي والسليق الحجازي');
    await expect(page.getByRole('heading', { name: 'لا تافولا' })).toBeVisible();
    await expect(page.getByTestId('restaurant-list').getByRole('heading', { name: 'Irth' })).toHaveCount(0);

    await irth.getByTestId('reserve-button').click();
    await expect(page.getByRole('dialog')).toContainText('إرث');
  });

  test('shore excursions show Arabic titles and descriptions, in the card and the AR preview', async ({
    guestPage: page,
  }) => {
    await useArabic(page);
    await page.goto('/shore-excursions');
    const petra = page
      .getByTestId('excursion-card')
      .filter({ has: page.getByRole('heading', { name: 'جولة البتراء الكبرى' }) });
    await expect(petra).toContainText('امشِ عبر السيق الضيق إلى الخزنة');
    await petra.getByRole('button', { name: 'معاينة الواقع المعزز' }).click();
    const preview = page.getByRole('dialog');
    await expect(preview).toContainText('جولة البتراء الكبرى');
    await expect(preview.getByTestId('overview-tab')).toContainText('شارع الواجهات والمقابر الملكية');
  });

  test('the itinerary shows Arabic port names and descriptions', async ({ guestPage: page }) => {
    await useArabic(page);
    await page.goto('/itinerary');
    const ports = page.getByTestId('itinerary-port');
    await expect(ports).toHaveCount(7);
    await expect(ports.nth(0).getByRole('heading', { level: 2 })).toHaveText('جدة');
    const aqaba = page.locator('[data-testid="itinerary-port"][data-port-order="5"]');
    await expect(aqaba.getByRole('heading', { level: 2 })).toHaveText('العقبة');
    await expect(aqaba).toContainText('مدينة البتراء الوردية');
  });

  test('deck maps list and pin the venues under their Arabic names, and find them by Arabic text', async ({
    guestPage: page,
  }) => {
    await useArabic(page);
    await page.goto('/deck-maps?deck=6');
    const venues = page.getByTestId('venue-card');
    await expect(venues.filter({ hasText: 'لا تافولا' })).toContainText('ركن للمعكرونة اليدوية');
    await expect(venues.filter({ hasText: 'صالة المجلس' })).toHaveCount(1);
    await page.getByTestId('venue-search').fill('مجلس');
    await expect(venues).toHaveCount(1);
    await expect(venues).toContainText('صالة المجلس');
    await page.getByTestId('venue-search').fill('');
    await page.getByRole('tab', { name: 'الخريطة التفاعلية' }).click();
    await expect(page.locator('[data-testid="deck-map-pin"][aria-label*="إرث"]')).toHaveCount(1);
  });

  test('English screens keep the English texts', async ({ guestPage: page }) => {
    await page.goto('/dining');
    await expect(page.getByRole('heading', { name: 'Irth' })).toBeVisible();
    await expect(page.getByText('إرث')).toHaveCount(0);
    await page.goto('/itinerary');
    await expect(page.getByTestId('itinerary-port').nth(0).getByRole('heading', { level: 2 })).toHaveText(
      'Jeddah',
    );
  });
});
