import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 15 §1 and §4: dining, activity and recommendation cards show pictures (each record's own),
 * and a recommendation's reason keeps the record's own words isolated, so English features never
 * reorder an Arabic sentence.
 */

const PHONE = { width: 390, height: 844 };
const FSI = '\u2068';
const PDI = '\u2069';

/** Every card shows a picture that loads (no icon stand-in), served as an image. */
async function expectPictures(page: Page, cards: Locator, minimum: number) {
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(minimum);
  await expect(cards.getByTestId('image-fallback')).toHaveCount(0);
  const sources = await cards
    .locator('img')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).getAttribute('src') ?? ''));
  expect(sources.length).toBeGreaterThanOrEqual(count);
  for (const src of new Set(sources)) {
    expect(src).toMatch(/^\/(images|uploads)\//);
    const res = await page.request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\//);
  }
  return sources;
}

test('dining and activity cards have pictures', async ({ guestPage: page }) => {
  await page.goto('/dining');
  await expectPictures(page, page.getByTestId('restaurant-card'), 9);
  await page.goto('/activities');
  await expectPictures(page, page.getByTestId('activity-card'), 8);
});

test('recommendation cards show their own pictures, and Arabic reasons isolate English words (ar phone)', async ({
  guestPage: page,
}) => {
  const saved = await page.request.post('/api/preferences', {
    data: {
      budgetRange: 'luxury',
      travelStyle: 'relaxed',
      activityInterests: ['relaxation', 'cultural'],
      diningPreferences: ['fine-dining'],
      dietaryRestrictions: ['vegetarian'],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
  await page.goto('/recommendations');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const all = page.locator(
    '[data-testid="restaurant-recommendation"], [data-testid="spa-recommendation"], [data-testid="activity-recommendation"]',
  );
  const sources = await expectPictures(page, all, 6);
  // Each picture is the record's own: no two cards share one.
  expect(new Set(sources).size).toBe(sources.length);

  const reasons = page.getByTestId('recommendation-reason');
  for (const reason of await reasons.all()) await expect(reason).toHaveAttribute('dir', 'auto');
  const texts = await reasons.allTextContents();
  // English words inside an Arabic reason (spa features, the diet) sit in their own isolates...
  const english = texts.flatMap((text) => text.match(/[A-Za-z][A-Za-z '&-]*/g) ?? []);
  expect(english.length).toBeGreaterThan(0);
  for (const text of texts) {
    const outside = text.replace(new RegExp(`${FSI}[^${PDI}]*${PDI}`, 'g'), '');
    // ...and none stands bare between Arabic words.
    expect(outside, text).not.toMatch(/[A-Za-z]/);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});

test('the brand typefaces are shipped with the app and used: Playfair headings, Inter text, IBM Plex Sans Arabic', async ({
  guestPage: page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/itinerary');
  await expect(page.getByTestId('itinerary-port').first()).toBeVisible();
  const loaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, ''));
    });
  const english = await loaded();
  expect(english).toEqual(expect.arrayContaining(['Inter Variable', 'Playfair Display Variable']));
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((node) => getComputedStyle(node).fontFamily),
  ).toMatch(/^"?Playfair Display Variable/);
  expect(await page.locator('body').evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
    /^"?Inter Variable/,
  );
  // The first paint's font is preloaded from the page itself.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<link rel="preload" href="\/[^"]+\.woff2" as="font" type="font\/woff2" crossorigin/);

  await page.getByTestId('language-toggle').getByText('العربية').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect.poll(loaded).toContain('IBM Plex Sans Arabic');
  // Every font comes from the app's own origin (nothing from a font CDN).
  const origin = new URL(page.url()).origin;
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(url.startsWith(origin), url).toBe(true);
});

test("English data in Arabic screens keeps its own order ('Ages 12+', '24-carat') and the page's side", async ({
  guestPage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
  await page.goto('/activities');
  const ages = page
    .getByTestId('activity-card')
    .locator('bdi')
    .filter({ hasText: /^Ages 12\+$/ })
    .first();
  await expect(ages).toBeVisible();
  expect(await ages.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');

  await page.goto('/dining');
  const feature = page.getByTestId('restaurant-card').getByText('Handmade pasta station and wood-fired oven');
  await expect(feature).toHaveAttribute('dir', 'auto');
  // An English line under Arabic headings still lines up on the right, the page's reading side.
  expect(
    await feature.evaluate((node) => [getComputedStyle(node).direction, getComputedStyle(node).textAlign]),
  ).toEqual(['ltr', 'right']);

  const saved = await page.request.post('/api/preferences', {
    data: {
      budgetRange: 'luxury',
      travelStyle: 'relaxed',
      activityInterests: ['relaxation'],
      diningPreferences: [],
    },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/recommendations');
  const gold = page.getByTestId('spa-recommendation').getByText('24-carat gold serum', { exact: true });
  await expect(gold).toBeVisible();
  expect(await gold.evaluate((node) => getComputedStyle(node.closest('[dir]') ?? node).direction)).toBe(
    'ltr',
  );
});
