import { expect, test } from './support/fixtures.ts';

/** Issue 15: one selected sidebar item on every admin page, and the itinerary screen's look. */
test('the admin sidebar marks only the current page, and the itinerary screen looks right', async ({
  adminPage: page,
}) => {
  const now = new Date();
  now.setUTCHours(9, 0, 0, 0);
  await page.clock.setFixedTime(now);
  await page.setViewportSize({ width: 1280, height: 860 });
  for (const path of ['/admin', '/admin/itinerary', '/admin/promotions', '/admin/deck-maps']) {
    await page.goto(path);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.locator('a[data-active]')).toHaveCount(1);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(sidebar.locator('a[data-active]')).toHaveAttribute('href', path);
  }

  await page.goto('/admin/itinerary');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot('admin-itinerary-desktop-en.png', {
    maxDiffPixelRatio: 0.02,
    animations: 'disabled',
    caret: 'hide',
    // Port dates follow the day the ship is seeded.
    mask: [page.locator('[data-testid="port-card"] p, time')],
  });
});
