import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 15: text that reads right in both languages, bookings a guest can trust, a deck map to find
 * your way, and the brand's look — asserted, and compared with committed screenshots (phone and
 * desktop, English and Arabic) made with the bundled fonts, a fixed clock and the seeded ship.
 *
 * Its screenshots need the ship as seeded: the file is named to run before the specs that book
 * excursions or take the ports away and back (guest-info's 'itinerary without ports'), which
 * would reorder the excursions and change what the screens show.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
const BALAD = 'Al-Balad Heritage Walk';
const FSI = '\u2068';
const PDI = '\u2069';

/** Dates follow the day the ship is seeded (and ids the order of the run): masked in screenshots. */
const volatile = (page: Page): Locator[] => [
  page.locator('time'),
  page.locator('[data-date]'),
  page.getByTestId('booking-date'),
  page.getByTestId('booking-reference'),
  page.getByTestId('itinerary-summary'),
];

async function look(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    maxDiffPixelRatio: 0.02,
    animations: 'disabled',
    caret: 'hide',
    mask: volatile(page),
    fullPage: options.fullPage ?? false,
  });
}

/** The seeded ship is laid out from the real day; the clock stops at 09:00 UTC of that day. */
async function setUp(
  page: Page,
  { lang, size, isClockFixed = true }: { lang: 'en' | 'ar'; size: typeof PHONE; isClockFixed?: boolean },
) {
  const now = new Date();
  now.setUTCHours(9, 0, 0, 0);
  // The map's zoom animates by the clock: its screen shows no time, so it keeps a running one.
  if (isClockFixed) await page.clock.setFixedTime(now);
  await page.setViewportSize(size);
  await page.addInitScript((language) => localStorage.setItem('marsa.lang', language), lang);
}

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function excursionId(page: Page, title: string): Promise<number> {
  const list = (await (await page.request.get('/api/shore-excursions')).json()) as {
    id: number;
    title: string;
  }[];
  const found = list.find((item) => item.title === title);
  if (!found) throw new Error(`no excursion ${title}`);
  return found.id;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('chat', () => {
  test('welcomes in the page language, re-renders on a switch, and fits a phone (ar)', async ({
    guestPage: page,
  }) => {
    await setUp(page, { lang: 'ar', size: PHONE });
    await page.goto('/');
    const welcome = page.getByTestId('welcome-message');
    // The guest's English name is isolated inside the Arabic sentence.
    await expect(welcome).toContainText(`أهلًا بك على متن ${FSI}Marsa${PDI} يا ${FSI}Noura${PDI}`);
    await expect(welcome.getByRole('button', { name: 'حدثني عن المطاعم' })).toBeVisible();
    // One language toggle for the whole app, none in the chat header.
    await expect(page.getByTestId('language-toggle')).toHaveCount(1);
    await expect(page.getByTestId('chat-language-toggle')).toHaveCount(0);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading?.height ?? 999).toBeLessThan(40);
    expect(await noSidewaysScroll(page)).toBe(true);
    await look(page, 'chat-phone-ar');

    await page.getByTestId('language-toggle').getByText('EN', { exact: true }).click();
    await expect(welcome).toContainText('Welcome aboard Marsa, Noura!');
    await expect(welcome.getByRole('button', { name: 'Tell me about restaurants' })).toBeVisible();
  });

  test('a card strip has labelled arrows and says Available (en, desktop)', async ({ guestPage: page }) => {
    await setUp(page, { lang: 'en', size: DESKTOP });
    await page.goto('/');
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    await page.getByTestId('chat-input').fill('Tell me about restaurants');
    await page.getByTestId('send-button').click();
    const reply = page.locator('[data-testid="message-assistant"][data-message-id]').last();
    const strip = reply.getByTestId('restaurant-cards');
    await expect(strip).toBeVisible({ timeout: 15_000 });
    await expect(reply.getByRole('button', { name: 'More cards' })).toBeEnabled();
    await expect(reply.getByRole('button', { name: 'Previous cards' })).toBeDisabled();
    await expect(reply.getByText(/^Available /).first()).toBeVisible();
    await expect(reply.getByText(/Free on/)).toHaveCount(0);
    await reply.getByRole('button', { name: 'More cards' }).click();
    await expect(reply.getByRole('button', { name: 'Previous cards' })).toBeEnabled();
  });
});

test.describe('excursions', () => {
  test('prices read $ and SAR, never $US, with isolated data text (en phone, ar desktop)', async ({
    guestPage: page,
  }) => {
    await setUp(page, { lang: 'en', size: PHONE });
    await page.goto('/shore-excursions');
    const balad = page.getByTestId('excursion-card').filter({ hasText: BALAD });
    await expect(balad.getByTestId('price-usd')).toHaveText('$45.00');
    await expect(balad.getByRole('heading', { name: BALAD })).toHaveAttribute('dir', 'auto');
    expect(await noSidewaysScroll(page)).toBe(true);
    await look(page, 'excursions-phone-en');

    await page.getByTestId('language-toggle').getByText('العربية').click();
    await page.setViewportSize(DESKTOP);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const prices = await page.getByTestId('price-usd').allTextContents();
    expect(prices.length).toBeGreaterThan(5);
    for (const price of prices) expect(price).toMatch(new RegExp(`^${FSI}\\$[\\d,]+\\.\\d\\d${PDI}$`));
    expect(await page.locator('body').textContent()).not.toContain('$US');
    expect(await page.locator('body').textContent()).not.toContain('US$');
    await look(page, 'excursions-desktop-ar');
  });

  test('Book asks for participants and shows the total first; a second booking asks again', async ({
    guestPage: page,
  }) => {
    await setUp(page, { lang: 'en', size: DESKTOP });
    await page.goto('/shore-excursions');
    const balad = page.getByTestId('excursion-card').filter({ hasText: BALAD });
    await balad.getByRole('button', { name: 'Book', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your excursion' });
    await expect(confirm.getByLabel('Participants')).toHaveValue('1');
    await expect(confirm.getByTestId('confirm-price')).toHaveText('$45.00 (SAR 168.75) per person');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // Nothing was booked by opening the confirmation.
    const mine = await (await page.request.get('/api/shore-excursion-bookings')).json();
    expect(mine).toEqual([]);

    await balad.getByRole('button', { name: 'Book', exact: true }).click();
    await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Booking Confirmed!')).toBeVisible();
    await expect(balad.getByRole('button', { name: 'Booked · Manage' })).toBeVisible();

    await balad.getByRole('button', { name: 'AR Preview' }).click();
    await page.getByTestId('book-now').click();
    await expect(confirm.getByTestId('duplicate-prompt')).toHaveText(
      `You already have ${BALAD} — book another?`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await page.keyboard.press('Escape');
    await balad.getByRole('button', { name: 'Booked · Manage' }).click();
    await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a fully booked excursion has no live Book button', async ({ guestPage: page }) => {
    await page.route('**/trpc/**', async (route) => {
      const names = new URL(route.request().url()).pathname.replace(/^\/trpc\//, '').split(',');
      const index = names.indexOf('guest.excursions.list');
      if (index < 0) return route.fallback();
      const response = await route.fetch();
      type Answer = { result: { data: { title: string; spotsLeft: number }[] } };
      const body = (await response.json()) as Answer | Answer[];
      const entry = Array.isArray(body) ? body[index] : body;
      for (const excursion of entry?.result.data ?? [])
        if (excursion.title === BALAD) excursion.spotsLeft = 0;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/shore-excursions');
    const balad = page.getByTestId('excursion-card').filter({ hasText: BALAD });
    await expect(balad.getByTestId('book-button')).toBeDisabled();
    await expect(balad.getByTestId('book-button')).toHaveText('Fully booked');
  });
});

test.describe('bookings', () => {
  test('My Bookings lists shore excursions with the other bookings, by date (ar desktop, en phone)', async ({
    guestPage: page,
  }) => {
    await post(page, '/api/shore-excursion-bookings', {
      shoreExcursionId: await excursionId(page, BALAD),
      participants: 2,
      specialRequests: '',
    });
    const dining = (await (await page.request.get('/trpc/guest.dining.list')).json()).result.data as {
      id: number;
      name: string;
    }[];
    const irth = dining.find((item) => item.name === 'Irth');
    const today = new Date().toISOString().slice(0, 10);
    const slots = await (
      await page.request.get(
        `/trpc/guest.bookings.freeSlots?input=${encodeURIComponent(JSON.stringify({ serviceType: 'restaurant', serviceId: irth?.id, date: today }))}`,
      )
    ).json();
    const time = slots.result.data.slots.at(-1).time as string;
    await post(page, '/trpc/guest.bookings.create', {
      type: 'restaurant',
      serviceId: irth?.id,
      date: today,
      time,
      partySize: 2,
    });

    await setUp(page, { lang: 'ar', size: DESKTOP });
    await page.goto('/bookings');
    const cards = page.getByTestId('booking-card');
    await expect(cards).toHaveCount(2);
    await expect(page.locator('[data-kind="excursion"]').getByTestId('booking-type')).toHaveText('رحلة برية');
    await expect(
      page.locator('[data-kind="excursion"]').getByRole('button', { name: 'إلغاء الحجز' }),
    ).toBeVisible();
    await look(page, 'bookings-desktop-ar');

    await page.getByTestId('language-toggle').getByText('EN', { exact: true }).click();
    await page.setViewportSize(PHONE);
    await expect(cards.first().getByTestId('booking-type')).toHaveText(
      /Restaurant Reservation|Shore Excursion/,
    );
    await expect(page.locator('[data-kind="excursion"]')).toContainText(BALAD);
    expect(await noSidewaysScroll(page)).toBe(true);
    await look(page, 'bookings-phone-en', { fullPage: true });
  });

  test('the same restaurant slot twice asks first; spa and activity dialogs suggest no window table', async ({
    guestPage: page,
  }) => {
    await setUp(page, { lang: 'en', size: DESKTOP });
    await page.goto('/dining');
    const tavola = page
      .getByTestId('restaurant-card')
      .filter({ has: page.getByRole('heading', { name: 'La Tavola' }) });
    const reserve = async () => {
      await tavola.getByRole('button', { name: 'Reserve a Table' }).click();
      const dialog = page.getByRole('dialog', { name: /Reserve a Table/ });
      await dialog.getByTestId('slot-option').nth(1).click(); // guest-info's tests use the first and last slots
      return dialog;
    };
    let dialog = await reserve();
    await dialog.getByTestId('reserve-submit').click();
    await expect(page.getByText('Booking confirmed successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    dialog = await reserve();
    await dialog.getByTestId('reserve-submit').click();
    await expect(dialog.getByTestId('duplicate-prompt')).toContainText('You already have La Tavola on');
    await expect(dialog.getByTestId('duplicate-prompt')).toContainText('— book another?');
    await expect(dialog.getByTestId('reserve-submit')).toHaveText('Book another');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/activities');
    await page.getByRole('button', { name: 'Book a Session' }).first().click();
    const activity = page.getByRole('dialog', { name: /Book a Session/ });
    await expect(activity.getByTestId('reserve-requests')).not.toHaveAttribute('placeholder', /window/);
  });
});

test.describe('itinerary and shell', () => {
  test('the itinerary on a phone in Arabic, and one active item in the sidebar', async ({
    guestPage: page,
  }) => {
    await setUp(page, { lang: 'ar', size: PHONE });
    await page.goto('/itinerary');
    await expect(page.getByTestId('itinerary-port').first()).toBeVisible();
    await expect(
      page.getByTestId('itinerary-port').first().getByRole('heading', { level: 2 }),
    ).toHaveAttribute('dir', 'auto');
    expect(await noSidewaysScroll(page)).toBe(true);
    await look(page, 'itinerary-phone-ar');

    await page.setViewportSize(DESKTOP);
    for (const path of ['/itinerary', '/shore-excursions', '/']) {
      await page.goto(path);
      const sidebar = page.getByTestId('guest-sidebar');
      await expect(sidebar.locator('a[data-active]')).toHaveCount(1);
      await expect(sidebar.locator('a[aria-current="page"]')).toHaveCount(1);
    }
  });
});

test.describe('deck maps', () => {
  for (const { lang, size, name } of [
    { lang: 'ar' as const, size: PHONE, name: 'deck-map-phone-ar' },
    { lang: 'en' as const, size: DESKTOP, name: 'deck-map-desktop-en' },
  ]) {
    test(`names never hidden by pins, zoom, every venue reachable (${name})`, async ({ guestPage: page }) => {
      await setUp(page, { lang, size, isClockFixed: false });
      await page.goto('/deck-maps?deck=16');
      await page.getByRole('tab', { name: lang === 'ar' ? 'الخريطة التفاعلية' : 'Interactive Map' }).click();
      const map = page.getByTestId('deck-map');
      const pins = map.getByTestId('deck-map-pin');
      await expect(pins.first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);

      // The whole deck fits: the same starting view in both directions, no sideways page scroll.
      const mapBox = await map.boundingBox();
      const image = await map.locator('img').boundingBox();
      expect(Math.abs((image?.x ?? 0) - (mapBox?.x ?? 0))).toBeLessThan(2);
      expect(Math.abs((image?.width ?? 0) - (mapBox?.width ?? 0))).toBeLessThan(2);
      expect(await noSidewaysScroll(page)).toBe(true);

      // No name under a pin, and names of a readable size.
      const labels = map.getByTestId('deck-map-label');
      // Names are placed once the drawing has its size.
      await expect(labels.first()).toBeVisible();
      const pinBoxes = await pins.evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect().toJSON()),
      );
      const labelBoxes = await labels.evaluateAll((nodes) =>
        nodes.map((node) => ({
          ...node.getBoundingClientRect().toJSON(),
          size: getComputedStyle(node).fontSize,
        })),
      );
      type Box = { left: number; right: number; top: number; bottom: number };
      const overlap = (a: Box, b: Box) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      for (const label of labelBoxes) {
        expect(Number.parseFloat(label.size)).toBeGreaterThanOrEqual(12);
        expect(pinBoxes.some((pin) => overlap(label, pin))).toBe(false);
      }

      // One legend (the drawing has none), and every venue as a button beside the map.
      await expect(page.getByTestId('deck-legend')).toHaveCount(1);
      await expect(page.getByTestId('map-venue-button')).toHaveCount(await pins.count());
      await look(page, name, { fullPage: true });

      await page.getByRole('button', { name: lang === 'ar' ? 'تكبير' : 'Zoom in' }).click();
      await expect
        .poll(async () => (await map.locator('img').boundingBox())?.width ?? 0)
        .toBeGreaterThan((image?.width ?? 0) * 1.2);
      await page.getByTestId('map-venue-button').first().click();
      await expect(pins.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('venue-card')).toBeVisible();
    });
  }
});
