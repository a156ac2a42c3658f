import type { Page } from '@playwright/test';
import { ask } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 15 §5 and §6, asserted in Chromium on a phone and a desktop, in English and Arabic: a new
 * reply read from its start, a card strip that snaps with labelled arrows, the nearest offered time,
 * 12-hour times everywhere, dialogs that suggest no window table for a massage, and the AR
 * Preview's gallery fitting an Arabic phone with labelled, mirrored arrows.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

async function open(page: Page, lang: 'en' | 'ar', size: typeof PHONE, path: string) {
  await page.setViewportSize(size);
  await page.addInitScript((language) => localStorage.setItem('marsa.lang', language), lang);
  await page.goto(path);
}

/** 24-hour clock times ('18:00', '09:30') anywhere in the visible text. */
const TWENTY_FOUR_HOUR = /\b(0\d|1[3-9]|2[0-3]):[0-5]\d\b/;

test.describe('chat on a phone', () => {
  test('a new reply is read from its start; the card strip snaps, with labelled arrows (en)', async ({
    guestPage: page,
  }) => {
    await open(page, 'en', PHONE, '/');
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    const long = await ask(page, 'List all shore excursions');
    // Taller than the panel, the reply is scrolled so that its first line is at the top.
    const placement = () =>
      long.evaluate((node) => {
        const viewport = node.closest('.mantine-ScrollArea-viewport');
        const panel = viewport?.getBoundingClientRect();
        const box = node.getBoundingClientRect();
        return { offset: box.top - (panel?.top ?? 0), tall: box.height > (panel?.height ?? 0) };
      });
    expect((await placement()).tall).toBe(true);
    await expect.poll(async () => (await placement()).offset).toBeGreaterThanOrEqual(-2);
    expect((await placement()).offset).toBeLessThan(40);

    const reply = await ask(page, 'Tell me about restaurants');
    const strip = reply.getByTestId('restaurant-cards');
    expect(await strip.evaluate((node) => getComputedStyle(node).scrollSnapType)).toBe('x mandatory');
    const next = reply.getByRole('button', { name: 'More cards' });
    await expect(next).toBeEnabled();
    await expect(reply.getByRole('button', { name: 'Previous cards' })).toBeDisabled();
    await next.click();
    await expect.poll(() => strip.evaluate((node) => node.scrollLeft)).toBeGreaterThan(100);
    await expect(reply.getByText(/^Available [A-Z][a-z]{2} \d{1,2}/).first()).toBeVisible();
  });

  test('the strip and its arrows mirror in Arabic; the nearest offered time is offered (ar)', async ({
    guestPage: page,
  }) => {
    await open(page, 'ar', PHONE, '/');
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    const reply = await ask(page, 'حدثني عن المطاعم');
    const strip = reply.getByTestId('restaurant-cards');
    await expect(strip).toBeVisible();
    const previous = reply.getByRole('button', { name: 'البطاقات السابقة' });
    const next = reply.getByRole('button', { name: 'مزيد من البطاقات' });
    await expect(previous).toBeDisabled();
    // Right to left: 'previous' on the right pointing right, 'next' on the left pointing left.
    expect((await previous.boundingBox())?.x ?? 0).toBeGreaterThan((await next.boundingBox())?.x ?? 0);
    await expect(previous.locator('svg')).toHaveClass(/chevron-right/);
    await expect(next.locator('svg')).toHaveClass(/chevron-left/);
    await next.click();
    await expect.poll(() => strip.evaluate((node) => node.scrollLeft)).toBeLessThan(-100);
    expect(await page.locator('body').textContent()).not.toMatch(/\$US|US\$/);
    const spa = await ask(page, 'ما هي علاجات السبا؟');
    await expect(spa.getByTestId('spa-service-card').first()).toBeVisible();
    expect(await spa.textContent()).toMatch(/\$\d[\d,]*\.\d\d/);
    expect(await spa.textContent()).not.toMatch(/\$US|US\$/);

    // 8:15 PM is not on La Tavola's grid (its sittings are at :30): the nearest ones are offered.
    const offGrid = await ask(page, 'احجز طاولة في لا تافولا غدا الساعة 8:15 مساء لشخصين');
    await expect(offGrid).toContainText('أقرب الأوقات المتاحة: 7:30 م و8:30 م');
  });

  test('a spa booking request offers the nearest time; the spa dialog suggests no window table (en)', async ({
    guestPage: page,
  }) => {
    await open(page, 'en', PHONE, '/');
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    // Names no treatment, so the treatments are listed with the §3 hint ('a massage' now names one).
    const offer = await ask(page, 'Can I book a spa appointment?');
    const suggested = offer.locator('[data-testid="spa-service-card"][data-suggested]');
    await expect(suggested.getByTestId('spa-preferred-time')).toContainText('10:15 AM');
    await expect(suggested.getByTestId('spa-nearest-time')).toHaveText(
      /^Nearest available: \d{1,2}:\d\d\s(AM|PM)$/,
    );
    await suggested.getByRole('button', { name: 'Book Treatment' }).click();
    const dialog = page.getByTestId('chat-booking-dialog');
    await expect(dialog.getByTestId('reserve-requests')).toBeVisible();
    await expect(dialog.getByTestId('reserve-requests')).not.toHaveAttribute('placeholder', /window/i);
    expect(await dialog.textContent()).not.toMatch(TWENTY_FOUR_HOUR);
  });
});

test('a reply takes the direction of its own text, whatever the page’s', async ({ guestPage: page }) => {
  await open(page, 'en', PHONE, '/');
  await expect(page.getByTestId('welcome-message')).toBeVisible();
  const arabic = await ask(page, 'ما هي مواعيد مطعم إرث؟');
  await expect(arabic.locator('[dir="rtl"]').first()).toBeVisible();
  await page.getByTestId('language-toggle').getByText('العربية').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const english = await ask(page, 'What time does Irth open?');
  await expect(english.locator('[dir="ltr"]').first()).toBeVisible();
  // Its own punctuation stays at its own end: the English sentence ends with its full stop on the right.
  expect(
    await english
      .locator('[dir="ltr"]')
      .first()
      .evaluate((node) => getComputedStyle(node).direction),
  ).toBe('ltr');
});

test.describe('12-hour times everywhere', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`activities, dining, itinerary and deck maps (${lang}, desktop)`, async ({ guestPage: page }) => {
      await open(page, lang, DESKTOP, '/activities');
      await expect(page.getByTestId('activity-card').first()).toBeVisible();
      const activities = (await page.locator('main').textContent()) ?? '';
      expect(activities).not.toMatch(TWENTY_FOUR_HOUR);
      expect(activities).toMatch(lang === 'en' ? /\d:\d\d\s(AM|PM)/ : /\d:\d\d\s(ص|م)/);
      for (const [path, card] of [
        ['/dining', 'restaurant-card'],
        ['/itinerary', 'itinerary-port'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByTestId(card).first()).toBeVisible();
        expect((await page.locator('main').textContent()) ?? '', path).not.toMatch(TWENTY_FOUR_HOUR);
      }
      // Deck 16 holds the restaurants, bars and their opening hours.
      await page.goto('/deck-maps?deck=16');
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      const deck = (await page.locator('main').textContent()) ?? '';
      expect(deck).not.toMatch(TWENTY_FOUR_HOUR);
      expect(deck).toMatch(lang === 'en' ? /\d:\d\d\s(AM|PM)/ : /\d:\d\d\s(ص|م)/);
    });
  }

  test("an Arabic time inside an English schedule keeps its 'ص' with its number", async ({
    guestPage: page,
  }) => {
    await open(page, 'ar', PHONE, '/activities');
    const calligraphy = page.getByTestId('activity-card').filter({ hasText: 'ورشة الخط العربي' });
    await expect(calligraphy).toContainText('Daily \u206811:00 ص\u2069');
  });
});

test('the AR Preview gallery fits an Arabic phone, with labelled mirrored arrows', async ({
  guestPage: page,
}) => {
  await open(page, 'ar', PHONE, '/shore-excursions');
  await page.getByRole('button', { name: 'معاينة الواقع المعزز' }).first().click();
  const dialog = page.getByRole('dialog');
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
  await dialog.getByRole('tab', { name: 'معرض الصور' }).click();
  const gallery = dialog.getByTestId('photo-gallery');
  const previous = gallery.getByRole('button', { name: 'الصورة السابقة' });
  const next = gallery.getByRole('button', { name: 'الصورة التالية' });
  await expect(previous).toBeVisible();
  await expect(next).toBeVisible();
  expect((await previous.boundingBox())?.x ?? 0).toBeGreaterThan((await next.boundingBox())?.x ?? 0);
  await expect(previous.locator('svg')).toHaveClass(/chevron-right/);
  await expect(gallery.getByTestId('gallery-counter')).toHaveText(/^1 من \d+$/);
  await next.click();
  await expect(gallery.getByTestId('gallery-counter')).toHaveText(/^2 من \d+$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  expect(await dialog.textContent()).not.toMatch(/\$US|US\$/);
});
