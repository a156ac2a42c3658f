import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** No serious or critical axe findings on the screens of this area (the shared shell is checked elsewhere). */
test.describe('admin operations accessibility', () => {
  for (const path of [
    '/admin/departments',
    '/admin/promotions',
    '/admin/itinerary',
    '/admin/deck-maps?deck=5',
  ]) {
    test(path, async ({ adminPage: page }) => {
      await page.goto(path);
      await expect(page.locator('main [data-testid$="-card"]').first()).toBeVisible();
      // The shared PageHeader's dimmed subtitle (packages/ui, Mantine's gray.6) is not this area's.
      const serious = await seriousFindings(
        new AxeBuilder({ page }).include('main').exclude('main > .mantine-Group-root:first-child'),
      );
      expect(serious).toEqual([]);
    });
  }
});

test.describe('admin operations dialogs accessibility', () => {
  const dialogs = [
    { path: '/admin/departments', open: 'Add Department' },
    { path: '/admin/promotions', open: 'Create Promotion' },
    { path: '/admin/itinerary', open: 'Add Port' },
    { path: '/admin/deck-maps?deck=5', open: 'Add Venue' },
  ];
  for (const { path, open } of dialogs) {
    test(`${open} dialog`, async ({ adminPage: page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: open }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      const serious = await seriousFindings(new AxeBuilder({ page }).include('[role="dialog"]'));
      expect(serious).toEqual([]);
    });
  }
});
