import type { Page } from '@playwright/test';
import { openIn, SCREENS } from './support/admin-operations.ts';
import { expect, test } from './support/fixtures.ts';

/** Saves a screenshot into the test's output folder (test-results/… by default) and attaches it to the report. */
async function snap(page: Page, name: string, fullPage = true) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** Screenshots of every screen of this area, kept as artifacts for a visual review. */
test.describe('admin operations screenshots', () => {
  for (const screen of SCREENS) {
    test(`${screen.name}`, async ({ adminPage: page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const heading = (en: string, ar: string) =>
        page.getByRole('heading', { level: 1, name: screen.lang === 'en' ? en : ar });

      await openIn(page, '/admin/departments', screen.lang);
      await expect(heading('Departments', 'الأقسام')).toBeVisible();
      await expect(page.getByTestId('department-card').first()).toBeVisible();
      await snap(page, `departments-${screen.name}`);
      await page
        .getByRole('button', { name: screen.lang === 'en' ? 'Add Department' : 'إضافة قسم' })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: screen.lang === 'en' ? 'Create Department' : 'إنشاء القسم' })
        .click();
      await page.waitForTimeout(400);
      await snap(page, `departments-dialog-${screen.name}`, false);

      await page.goto('/admin/promotions');
      await expect(page.getByTestId('promotion-card').first()).toBeVisible();
      await snap(page, `promotions-${screen.name}`);
      await page.getByTestId('promotion-card').first().getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await snap(page, `promotions-dialog-${screen.name}`, false);

      await page.goto('/admin/itinerary');
      await expect(page.getByTestId('stat-total-ports')).toBeVisible();
      await snap(page, `itinerary-${screen.name}`);
      await page
        .getByRole('button', { name: screen.lang === 'en' ? 'Add Port' : 'إضافة ميناء' })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await snap(page, `itinerary-dialog-${screen.name}`, false);

      await page.goto('/admin/deck-maps');
      await expect(page.getByTestId('deck-item').first()).toBeVisible();
      await snap(page, `deck-maps-${screen.name}`);
      await page.locator('[data-testid="deck-item"][data-deck-number="5"]').click();
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      await snap(page, `deck-venues-${screen.name}`);
      await page.getByRole('tab').nth(1).click();
      await expect(page.getByTestId('deck-map-pin').first()).toBeVisible();
      await snap(page, `deck-map-${screen.name}`);
      await page.getByTestId('deck-map-pin').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await snap(page, `deck-venue-dialog-${screen.name}`, false);
    });
  }
});
