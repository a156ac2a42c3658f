import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Kept as test artifacts; E2E_SHOTS_DIR keeps them out of the shared folder other runs clean. */
const SHOTS = `${process.env.E2E_SHOTS_DIR ?? 'test-results'}/excursions`;
const PHONE = { width: 390, height: 844 };
const BALAD = 'Al-Balad Heritage Walk';
/** Its seeded Arabic title, shown on Arabic screens (issue 9). */
const BALAD_AR = 'جولة البلد التراثية سيرًا على الأقدام';
const CORNICHE = 'Jeddah Corniche & Souq Shopping';
const BALLOON = 'Private Hot-Air Balloon over AlUla';

type Excursion = {
  id: number;
  title: string;
  capacity: number;
  spotsLeft: number;
  arContent: { videoPreviewUrl?: string | null } | null;
};

const card = (page: Page, title: string) => page.getByTestId('excursion-card').filter({ hasText: title });

async function openExcursions(page: Page) {
  await page.goto('/shore-excursions');
  await expect(page.getByRole('heading', { level: 1, name: 'Shore Excursions' })).toBeVisible();
  await expect(page.getByTestId('excursion-list')).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openPreview(page: Page, title: string, button = 'AR Preview'): Promise<Locator> {
  await card(page, title).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  return dialog;
}

async function excursionByTitle(page: Page, title: string): Promise<Excursion> {
  const res = await page.request.get('/api/shore-excursions');
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as Excursion[]).find((e) => e.title === title);
  if (!found) throw new Error(`no excursion ${title}`);
  return found;
}

/** Rewrites the excursion list inside a tRPC response (queries go one per request; a batch is handled too). */
async function patchExcursionList(page: Page, patch: (list: Excursion[]) => void) {
  await page.route('**/trpc/**', async (route: Route) => {
    const names = new URL(route.request().url()).pathname.replace(/^\/trpc\//, '').split(',');
    const index = names.indexOf('guest.excursions.list');
    if (index < 0) return route.fallback();
    const response = await route.fetch();
    type Answer = { result: { data: Excursion[] } };
    const body = (await response.json()) as Answer | Answer[];
    const entry = Array.isArray(body) ? body[index] : body;
    if (entry) patch(entry.result.data);
    await route.fulfill({ response, json: body });
  });
}

/** A short real WebM clip recorded from a canvas in the browser (the demo ship has no videos). */
async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    let frame = 0;
    const timer = setInterval(() => {
      if (!context) return;
      frame += 12;
      context.fillStyle = `hsl(${frame % 360}, 70%, 50%)`;
      context.fillRect(0, 0, 160, 90);
    }, 40);
    recorder.start(100);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function angles(viewer: Locator) {
  return {
    yaw: Number(await viewer.getAttribute('data-yaw')),
    pitch: Number(await viewer.getAttribute('data-pitch')),
  };
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

test.describe('shore excursions list', () => {
  test('shows the §2 card, filters by every field, and shows the empty state', async ({
    guestPage: page,
  }) => {
    await openExcursions(page);
    const all = await page.getByTestId('excursion-card').count();
    expect(all).toBeGreaterThanOrEqual(10);
    await expect(page.getByTestId('excursion-count')).toHaveText(`Showing ${all} of ${all}`);
    for (const tab of ['All Excursions', 'Recommended', 'My Bookings']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }

    const balad = card(page, BALAD);
    await expect(balad.getByText('4 hours')).toBeVisible();
    await expect(balad.getByTestId('difficulty-badge')).toHaveText('Easy');
    await expect(balad.getByTestId('category-badge')).toHaveText('Cultural');
    await expect(balad.getByTestId('price-usd')).toHaveText('$45.00');
    await expect(balad.getByTestId('price-sar')).toHaveText('SAR 168.75 · per person');
    await expect(balad.getByText('Departs', { exact: true })).toBeVisible();
    await expect(balad.getByText('2:00 PM', { exact: true })).toBeVisible();
    await expect(balad.getByText('Returns', { exact: true })).toBeVisible();
    await expect(balad.getByText('6:00 PM', { exact: true })).toBeVisible();
    await expect(balad.getByTestId('highlights').getByRole('listitem')).toHaveText([
      'Nasseef House, the 1...',
      'Carved wooden rawash...',
    ]);
    await expect(balad.getByTestId('highlights-more')).toHaveText('+2 more');
    await expect(balad.getByRole('button', { name: 'Book' })).toBeVisible();
    await expect(balad.getByRole('button', { name: 'AR Preview' })).toBeVisible();

    await page.getByPlaceholder('Search excursions...').fill('PETRA');
    await expect(page.getByTestId('excursion-card')).toHaveCount(1);
    await expect(card(page, 'Petra Grand Tour')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByTestId('excursion-card')).toHaveCount(all);

    await choose(page, 'Category', 'Shopping');
    const shopping = page.getByTestId('category-badge');
    expect(await shopping.count()).toBeGreaterThan(0);
    for (const text of await shopping.allTextContents()) expect(text).toBe('Shopping');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await choose(page, 'Difficulty', 'Challenging');
    for (const text of await page.getByTestId('difficulty-badge').allTextContents())
      expect(text).toBe('Challenging');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await choose(page, 'Price Range', 'Budget (up to $50)');
    const prices = await page.getByTestId('price-usd').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(Number(price.replace(/[$,]/g, ''))).toBeLessThanOrEqual(50);
    await choose(page, 'Price Range', 'Luxury (over $150)');
    for (const price of await page.getByTestId('price-usd').allTextContents()) {
      expect(Number(price.replace(/[$,]/g, ''))).toBeGreaterThan(150);
    }

    await choose(page, 'Category', 'Shopping');
    await expect(page.getByText('No excursions found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters to see more options.')).toBeVisible();
    await shot(page, 'empty-filters-desktop-en', false);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByTestId('excursion-card')).toHaveCount(all);
  });

  test('books an excursion, shows Booked and My Bookings, and cancels it', async ({ guestPage: page }) => {
    await openExcursions(page);
    await page.getByRole('tab', { name: 'My Bookings' }).click();
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expect(page.getByText('Book your first shore excursion to get started.')).toBeVisible();
    await page.getByRole('button', { name: 'Browse Excursions' }).click();

    const balad = card(page, BALAD);
    await expect(balad.getByTestId('booked-badge')).toHaveCount(0);
    await balad.getByRole('button', { name: 'Book' }).click();
    // Nothing is booked until the guest confirms participants and the total (issue 15).
    const confirm = page.getByRole('dialog', { name: 'Confirm your excursion' });
    await expect(confirm.getByLabel('Participants')).toHaveValue('1');
    await expect(confirm.getByTestId('confirm-total-usd')).toHaveText('$45.00');
    await expect(confirm.getByTestId('confirm-total-sar')).toHaveText('SAR 168.75');
    await confirm.getByLabel('Participants').fill('2');
    await expect(confirm.getByTestId('confirm-total-usd')).toHaveText('$90.00');
    await expect(confirm.getByTestId('confirm-total-sar')).toHaveText('SAR 337.50');
    await confirm.getByLabel('Participants').fill('1');
    await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Booking Confirmed!')).toBeVisible();
    await expect(page.getByText('Your shore excursion has been successfully booked.')).toBeVisible();
    await expect(balad.getByTestId('booked-badge')).toHaveText('Booked');
    await expect(balad.getByRole('button', { name: 'Booked · Manage' })).toBeVisible();
    await expect(balad.getByTestId('book-button')).toHaveCount(0);
    await expect(card(page, CORNICHE).getByTestId('booked-badge')).toHaveCount(0);
    await shot(page, 'booked-desktop-en', false);

    await page.getByRole('tab', { name: 'My Bookings' }).click();
    const booking = page.getByTestId('excursion-booking');
    await expect(booking).toHaveCount(1);
    await expect(booking.getByRole('heading', { name: BALAD })).toBeVisible();
    await expect(booking.getByText('Participants')).toBeVisible();
    await expect(booking.getByTestId('booking-total')).toHaveText('$45.00 USD');
    await expect(booking.getByText('Booked on')).toBeVisible();
    await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed');
    await shot(page, 'my-bookings-desktop-en');

    await booking.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByText('Your shore excursion booking has been cancelled.')).toBeVisible();
    await expect(booking.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(booking.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'All Excursions' }).click();
    await expect(card(page, BALAD).getByTestId('booked-badge')).toHaveCount(0);
  });

  test("shows the server's clear message when an excursion is full", async ({ guestPage: page }) => {
    const balloon = await excursionByTitle(page, BALLOON);
    const fill = await page.request.post('/api/shore-excursion-bookings', {
      data: { shoreExcursionId: balloon.id, participants: balloon.spotsLeft },
    });
    expect(fill.status(), await fill.text()).toBe(201);

    await openExcursions(page);
    const full = card(page, BALLOON);
    await expect(full.getByText('Fully booked')).toBeVisible();
    // The guest holds every spot: the card offers 'Booked · Manage', never a live Book (issue 15).
    await expect(full.getByRole('button', { name: 'Booked · Manage' })).toBeVisible();
    await expect(full.getByTestId('book-button')).toHaveCount(0);

    // Should a stale list still offer spots, a second booking asks first, then the server's
    // refusal is shown plainly.
    await patchExcursionList(page, (list) => {
      const stale = list.find((e) => e.title === BALLOON);
      if (stale) stale.spotsLeft = 4;
    });
    await page.reload();
    const preview = await openPreview(page, BALLOON);
    await preview.getByTestId('book-now').click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your excursion' });
    await expect(confirm.getByTestId('duplicate-prompt')).toHaveText(
      `You already have ${BALLOON} — book another?`,
    );
    await confirm.getByRole('button', { name: 'Book another' }).click();
    await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText('Booking Failed')).toBeVisible();
    await expect(page.getByText('Sorry, this excursion is fully booked.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'My Bookings' }).click();
    await expect(page.getByTestId('excursion-booking')).toHaveCount(1);
  });

  test('recommends excursions once preferences are saved', async ({ guestPage: page }) => {
    await openExcursions(page);
    await page.getByRole('tab', { name: 'Recommended' }).click();
    await expect(page.getByText('No recommendations yet')).toBeVisible();
    await expect(
      page.getByText('Complete your preferences to get personalized recommendations.'),
    ).toBeVisible();

    const saved = await page.request.post('/api/preferences', {
      data: {
        budgetRange: 'luxury',
        travelStyle: 'adventure',
        activityInterests: ['adventure'],
        diningPreferences: [],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Recommended' }).click();
    const list = page.getByTestId('recommended-list');
    await expect(list.getByTestId('excursion-card').first()).toBeVisible();
    await expect(list.getByTestId('match-badge').first()).toHaveText(/^\d{1,3}% Match$/);
    await expect(list.getByTestId('match-reason').first()).toContainText('Why this matches you:');
    const firstCategory = await list.getByTestId('category-badge').first().textContent();
    expect(firstCategory).toBe('Adventure');
    await shot(page, 'recommended-desktop-en');
  });
});

test.describe('AR Preview', () => {
  test('Overview: stops select and deselect, Learn More opens the gallery, Book Now books', async ({
    guestPage: page,
  }) => {
    await openExcursions(page);
    const dialog = await openPreview(page, BALAD);
    const overview = dialog.getByTestId('overview-tab');
    await expect(overview.getByText(/coral-stone merchant houses/)).toBeVisible();
    await expect(overview.getByText('Dates and Arabic coffee in a restored courtyard')).toBeVisible();
    const stops = overview.getByTestId('tour-stop');
    await expect(stops).toHaveCount(3);
    const nasseef = stops.filter({ hasText: 'Nasseef House' });
    await expect(nasseef.getByTestId('stop-coordinates')).toHaveText('Lat 21.4833, Lng 39.1868');
    await expect(nasseef.getByRole('img')).toBeVisible();

    await nasseef.click();
    await expect(nasseef).toHaveAttribute('aria-pressed', 'true');
    await expect(overview.getByTestId('selected-stop')).toContainText('King Abdulaziz');
    await nasseef.click();
    await expect(nasseef).toHaveAttribute('aria-pressed', 'false');
    await expect(overview.getByTestId('selected-stop')).toHaveCount(0);

    const souq = stops.filter({ hasText: 'Souq Al Alawi' });
    await souq.click();
    await shot(page, 'preview-overview-desktop-en', false);
    await overview.getByRole('button', { name: 'Learn More' }).click();
    await expect(dialog.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByTestId('gallery-counter')).toHaveText(/^2 \/ \d+$/);

    await dialog.getByRole('tab', { name: 'Overview' }).click();
    await dialog.getByRole('button', { name: 'Book Now - $45.00' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your excursion' })
      .getByRole('button', { name: 'Confirm Booking' })
      .click();
    await expect(page.getByText('Booking Confirmed!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(page, BALAD).getByTestId('booked-badge')).toBeVisible();
  });

  test('360° View: drag with the mouse and a finger rotates, tilt stops at 90°, reset', async ({
    guestPage: page,
  }) => {
    await openExcursions(page);
    const dialog = await openPreview(page, BALAD);
    await dialog.getByRole('tab', { name: '360° View' }).click();
    const viewer = dialog.getByTestId('panorama-viewer');
    await expect(viewer).toHaveAttribute('data-mode', 'webgl');
    await expect(viewer.locator('[data-marker]').first()).toBeVisible();
    await page.waitForTimeout(200);
    const before = await viewer.screenshot();
    await shot(page, 'preview-360-desktop-en', false);

    const box = await viewer.boundingBox();
    if (!box) throw new Error('viewer has no box');
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 100, cy + 40, { steps: 5 });
    await page.mouse.up();
    expect(await angles(viewer)).toEqual({ yaw: 50, pitch: 20 });
    await page.waitForTimeout(200);
    expect((await viewer.screenshot()).equals(before)).toBe(false);

    await page.mouse.move(cx, cy - 100);
    await page.mouse.down();
    await page.mouse.move(cx, cy + 200, { steps: 5 });
    await page.mouse.up();
    expect((await angles(viewer)).pitch).toBe(90);

    await viewer.getByRole('button', { name: 'Reset View' }).click();
    expect(await angles(viewer)).toEqual({ yaw: 0, pitch: 0 });

    // A finger: real touch events through the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: cy }] });
    for (const step of [1, 2, 3, 4]) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: cx + step * 15, y: cy }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await angles(viewer)).toEqual({ yaw: -30, pitch: 0 });

    await viewer.focus();
    await page.keyboard.press('ArrowUp');
    expect((await angles(viewer)).pitch).toBe(5);
    await viewer.getByRole('button', { name: 'Reset View' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const plain = await openPreview(page, CORNICHE);
    await plain.getByRole('tab', { name: '360° View' }).click();
    await expect(plain.getByText('360° panorama not available')).toBeVisible();
  });

  test('Video Tour: fallback, then play/pause and mute on a real clip', async ({ guestPage: page }) => {
    await openExcursions(page);
    let dialog = await openPreview(page, BALAD);
    await dialog.getByRole('tab', { name: 'Video Tour' }).click();
    await expect(dialog.getByText('Video preview not available')).toBeVisible();

    const clip = await recordClip(page);
    await page.route('**/test-media/tour.webm', (route) =>
      route.fulfill({ body: clip, contentType: 'video/webm', headers: { 'accept-ranges': 'none' } }),
    );
    await patchExcursionList(page, (list) => {
      for (const excursion of list) {
        if (excursion.title === BALAD && excursion.arContent)
          excursion.arContent.videoPreviewUrl = '/test-media/tour.webm';
      }
    });
    await page.reload();
    dialog = await openPreview(page, BALAD);
    await dialog.getByRole('tab', { name: 'Video Tour' }).click();
    const video = dialog.getByTestId('video-tour');
    await expect(video).toBeVisible();
    await dialog.getByRole('button', { name: 'Play' }).click();
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await dialog.getByRole('button', { name: 'Mute' }).click();
    await expect(dialog.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await dialog.getByRole('button', { name: 'Unmute' }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  });

  test('Gallery: photos and photo spheres, wrapping arrows, thumbnails, and the fallback', async ({
    guestPage: page,
  }) => {
    await openExcursions(page);
    const dialog = await openPreview(page, BALAD);
    await dialog.getByRole('tab', { name: 'Gallery' }).click();
    const gallery = dialog.getByTestId('photo-gallery');
    const thumbnails = gallery.getByTestId('gallery-thumbnails').getByRole('button');
    // 3 photos and 2 photo spheres.
    await expect(thumbnails).toHaveCount(5);
    const counter = gallery.getByTestId('gallery-counter');
    await expect(counter).toHaveText('1 / 5');
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText('5 / 5');
    await expect(gallery.getByText('360° photo')).toBeVisible();
    await expect(gallery.getByRole('application')).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('1 / 5');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('2 / 5');
    await thumbnails.nth(2).click();
    await expect(counter).toHaveText('3 / 5');
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
    await shot(page, 'preview-gallery-desktop-en', false);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Photos that fail to load are hidden; with none left the fallback shows.
    await page.route('**/images/excursions/jeddah-*', (route) => route.fulfill({ status: 404, body: '' }));
    const broken = await openPreview(page, CORNICHE);
    await broken.getByRole('tab', { name: 'Gallery' }).click();
    await expect(broken.getByText('No photos available')).toBeVisible();
  });
});

test.describe('Arabic and phone layouts', () => {
  test('lays the page out right to left in Arabic, on a desktop and a phone', async ({ guestPage: page }) => {
    await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
    await page.goto('/shore-excursions');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'الرحلات البرية' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'جميع الرحلات' })).toBeVisible();
    const balad = card(page, BALAD_AR);
    await expect(balad.getByText('4 ساعات')).toBeVisible();
    await expect(balad.getByRole('button', { name: 'احجز' })).toBeVisible();

    // Right to left: the search box comes first from the right, the price filter last on the left.
    const search = await page.getByTestId('excursion-search').boundingBox();
    const price = await page.getByTestId('filter-price').boundingBox();
    if (!search || !price) throw new Error('filters not laid out');
    expect(search.x).toBeGreaterThan(price.x);
    await shot(page, 'list-desktop-ar');

    const dialog = await openPreview(page, BALAD_AR, 'معاينة الواقع المعزز');
    await expect(dialog.getByRole('tab', { name: 'نظرة عامة' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^احجز الآن - .*45\.00/ })).toBeVisible();
    await shot(page, 'preview-overview-desktop-ar', false);
    await dialog.getByRole('tab', { name: 'عرض 360°' }).click();
    await expect(dialog.getByTestId('panorama-viewer')).toHaveAttribute('data-mode', 'webgl');
    await shot(page, 'preview-360-desktop-ar', false);
    await dialog.getByRole('button', { name: 'إغلاق' }).click();

    await page.setViewportSize(PHONE);
    await shot(page, 'list-phone-ar', false);
  });

  test('fits a phone in English, with a full-screen AR Preview', async ({ guestPage: page }) => {
    await page.setViewportSize(PHONE);
    await openExcursions(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'list-phone-en', false);
    const dialog = await openPreview(page, BALAD);
    await shot(page, 'preview-overview-phone-en', false);
    await dialog.getByRole('tab', { name: '360° View' }).click();
    await expect(dialog.getByTestId('panorama-viewer')).toHaveAttribute('data-mode', 'webgl');
    await shot(page, 'preview-360-phone-en', false);
    await dialog.getByRole('tab', { name: 'Gallery' }).click();
    await shot(page, 'preview-gallery-phone-en', false);
  });
});
