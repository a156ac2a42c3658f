import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, newGuest, signInAdminViaApi, test } from './support/fixtures.ts';
import { snapshotPorts } from './support/itinerary.ts';

const PHONE = { width: 390, height: 844 };
// Several engineers' runs share test-results/ (each run empties it), so the folder can be moved.
const SHOTS = process.env.GUEST_INFO_SHOTS ?? 'test-results/guest-info';

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  // Images load lazily: scroll through the page so a full-page picture shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => window.scrollY === 0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** Opens the app in Arabic from the first paint (the language choice lives in localStorage). */
async function useArabic(page: Page) {
  await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** A second guest, with its own cookies, for filling a slot behind the first guest's back. */
async function otherGuest(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/register', { data: newGuest({ fullName: 'Salem Al-Otaibi' }) });
  expect(res.status(), await res.text()).toBe(201);
  return api;
}

test.describe('itinerary', () => {
  test('lists the ports in order with times, highlights, 3 activities and the concierge pointer', async ({
    guestPage: page,
  }) => {
    await page.goto('/itinerary');
    await expect(page.getByRole('heading', { level: 1, name: 'Cruise Itinerary' })).toBeVisible();
    const ports = page.getByTestId('itinerary-port');
    await expect(ports).toHaveCount(7);
    await expect(page.getByTestId('port-number')).toHaveText(['1', '2', '3', '4', '5', '6', '7']);

    const first = ports.first();
    await expect(first.getByRole('heading', { name: 'Jeddah' })).toBeVisible();
    await expect(first.getByText('Saudi Arabia')).toBeVisible();
    await expect(first.getByTestId('port-arrival')).toContainText('12:00 PM');
    await expect(first.getByTestId('port-departure')).toContainText('10:00 PM');
    await expect(first.getByText('UNESCO-listed Historic Jeddah')).toBeVisible();
    await expect(first.getByTestId('port-activities').getByRole('listitem')).toHaveCount(3);
    await expect(first.getByText('+2 more')).toBeVisible();
    await expect(first.getByTestId('port-today')).toBeVisible();
    await expect(first.getByRole('img', { name: /Jeddah/ })).toBeVisible();
    for (const port of await ports.all()) {
      expect(await port.getByTestId('port-activities').getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }

    const pointer = page.getByTestId('itinerary-concierge');
    await expect(pointer).toContainText('Questions about a port or a shore excursion?');
    await shot(page, 'itinerary-desktop-en');
    await pointer.getByRole('link', { name: 'Ask the Concierge' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('reads well on a phone and in Arabic', async ({ guestPage: page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/itinerary');
    await expect(page.getByTestId('itinerary-port')).toHaveCount(7);
    await shot(page, 'itinerary-phone-en');
    await useArabic(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'خط سير الرحلة' })).toBeVisible();
    await shot(page, 'itinerary-phone-ar');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'itinerary-desktop-ar');
  });
});

test.describe('bookings', () => {
  test('a new guest sees the empty state with the way to the concierge', async ({ guestPage: page }) => {
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(page.getByText('View and manage your reservations')).toBeVisible();
    const empty = page.getByTestId('empty-state');
    await expect(empty.getByText('No bookings yet')).toBeVisible();
    await expect(empty.getByText('Start by making a reservation through the concierge')).toBeVisible();
    await shot(page, 'bookings-empty-desktop-en');
    await empty.getByRole('link', { name: 'Talk to Concierge' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a table reserved from Dining shows in My Bookings and can be cancelled', async ({
    guestPage: page,
  }) => {
    await page.goto('/dining');
    await expect(page.getByRole('heading', { level: 1, name: 'Dining Options' })).toBeVisible();
    const cards = page.getByTestId('restaurant-card');
    await expect(cards).toHaveCount(9);
    const tavola = cards.filter({ has: page.getByRole('heading', { name: 'La Tavola' }) });
    await expect(tavola.getByText('Italian', { exact: true })).toBeVisible();
    await expect(tavola.getByText('Smart casual')).toBeVisible();
    await expect(tavola.getByText('5:30 PM – 10:30 PM')).toBeVisible();
    await expect(tavola.getByRole('link', { name: 'Deck 6' })).toHaveAttribute('href', '/deck-maps?deck=6');
    await shot(page, 'dining-desktop-en');

    await tavola.getByRole('button', { name: 'Reserve a Table' }).click();
    const dialog = page.getByRole('dialog', { name: /Reserve a Table/ });
    await expect(dialog.getByTestId('reserve-service')).toHaveText('La Tavola');
    await dialog.getByTestId('reserve-submit').click();
    await expect(dialog.getByText('Please choose a time')).toBeVisible();
    const slot = dialog.getByTestId('slot-option').last();
    await expect(slot).toContainText('50 spots left');
    await slot.click();
    await dialog.getByTestId('reserve-party-size').fill('3');
    await dialog.getByTestId('reserve-requests').fill('A table by the window, please');
    await shot(page, 'dining-reserve-dialog-en', { fullPage: false });
    await dialog.getByTestId('reserve-submit').click();
    await expect(page.getByText('Booking confirmed successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByTestId('guest-sidebar').getByRole('link', { name: 'My Bookings' }).click();
    const card = page.getByTestId('booking-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('booking-type')).toHaveText('Restaurant Reservation');
    await expect(card.getByText('La Tavola')).toBeVisible();
    await expect(card.getByText('Party Size')).toBeVisible();
    await expect(card.getByText('3', { exact: true })).toBeVisible();
    await expect(card.getByTestId('booking-requests')).toHaveText('A table by the window, please');
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'confirmed');
    await shot(page, 'bookings-desktop-en');

    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await confirm.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(confirm).toBeHidden();
    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    await confirm.getByTestId('confirm-cancel').click();
    await expect(page.getByText('Booking cancelled')).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'cancelled');
    await expect(card.locator('[data-status]')).toHaveText('Cancelled');
    await expect(card.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

    await page.setViewportSize(PHONE);
    await shot(page, 'bookings-phone-en');
    await useArabic(page);
    await page.reload();
    await expect(page.getByTestId('booking-card').getByTestId('booking-type')).toHaveText('حجز مطعم');
    await shot(page, 'bookings-phone-ar');
  });

  test('a slot filled by someone else fails with a clear message and books nothing', async ({
    guestPage: page,
    baseURL,
  }) => {
    await page.goto('/dining');
    const irth = page
      .getByTestId('restaurant-card')
      .filter({ has: page.getByRole('heading', { name: 'Irth' }) });
    await irth.getByRole('button', { name: 'Reserve a Table' }).click();
    const dialog = page.getByRole('dialog', { name: /Reserve a Table/ });
    const slot = dialog.getByTestId('slot-option').first();
    await expect(slot).toContainText('spots left');
    const time = await slot.getAttribute('data-time');
    const restaurantId = Number(await irth.getAttribute('data-restaurant-id'));
    await slot.click();
    await dialog.getByTestId('reserve-party-size').fill('20');

    const other = await otherGuest(baseURL ?? '');
    const free = await other.get(
      `/trpc/guest.bookings.freeSlots?input=${encodeURIComponent(JSON.stringify({ serviceType: 'restaurant', serviceId: restaurantId, date: todayIso() }))}`,
    );
    const spots: number = (await free.json()).result.data.slots.find(
      (s: { time: string }) => s.time === time,
    ).availableSpots;
    await other.dispose();
    // Fair use (issue 13): one guest holds at most a party's worth of one sitting, so several fill it.
    for (let left = spots; left > 0; left -= Math.min(20, left)) {
      const filler = await otherGuest(baseURL ?? '');
      const res = await filler.post('/trpc/guest.bookings.create', {
        data: {
          type: 'restaurant',
          serviceId: restaurantId,
          date: todayIso(),
          time,
          partySize: Math.min(20, left),
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      await filler.dispose();
    }

    await dialog.getByTestId('reserve-submit').click();
    await expect(dialog.getByTestId('reserve-error')).toContainText(/fully booked/);
    await expect(dialog.locator(`[data-time="${time}"]`)).toHaveCount(0);
    await shot(page, 'dining-full-slot-en', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/bookings');
    await expect(page.getByText('No bookings yet')).toBeVisible();
  });
});

test.describe('activities', () => {
  test('filters by category and books a session of a bookable activity', async ({ guestPage: page }) => {
    await page.goto('/activities');
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    const cards = page.getByTestId('activity-card');
    await expect(cards).toHaveCount(12);
    const waterPark = cards.filter({ has: page.getByRole('heading', { name: 'Water Park' }) });
    await expect(waterPark.getByTestId('drop-in')).toHaveText('Drop in, no booking needed');
    await expect(waterPark.getByText('Daily 9:00 AM–7:00 PM')).toBeVisible();
    await shot(page, 'activities-desktop-en');

    await page.getByTestId('activity-filters').getByText('Fitness').click();
    await expect(cards).toHaveCount(2);
    await page.getByTestId('activity-filters').getByText('All').click();

    const vr = cards.filter({ has: page.getByRole('heading', { name: 'VR Zone' }) });
    await vr.getByRole('button', { name: 'Book a Session' }).click();
    const dialog = page.getByRole('dialog', { name: /Book a Session/ });
    await expect(dialog.getByTestId('slot-option')).toHaveCount(6);
    await dialog.getByTestId('slot-option').nth(2).click();
    await dialog.getByTestId('reserve-submit').click();
    await expect(page.getByText('Booking confirmed successfully!')).toBeVisible();
    await page.goto('/bookings');
    await expect(page.getByTestId('booking-type')).toHaveText('Activity Booking');
    await expect(page.getByTestId('booking-card').getByText('VR Zone')).toBeVisible();
  });

  test('reads well on a phone and in Arabic', async ({ guestPage: page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/activities');
    await expect(page.getByTestId('activity-card').first()).toBeVisible();
    await shot(page, 'activities-phone-en');
    await useArabic(page);
    await page.goto('/dining');
    await expect(page.getByRole('heading', { level: 1, name: 'خيارات المطاعم' })).toBeVisible();
    await shot(page, 'dining-phone-ar');
    await page.getByTestId('reserve-button').first().click();
    await expect(page.getByTestId('slot-option').first()).toBeVisible();
    await shot(page, 'dining-reserve-dialog-phone-ar', { fullPage: false });
  });
});

test.describe('deck maps', () => {
  test('chooses a deck, filters its venues and shows them on the map with tooltips', async ({
    guestPage: page,
  }) => {
    await page.goto('/deck-maps');
    await expect(page.getByRole('heading', { level: 1, name: 'Ship Deck Maps' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a Deck' })).toBeVisible();
    const list = page.getByTestId('deck-list');
    await expect(list.getByTestId('deck-item')).toHaveCount(19);
    await expect(list.getByTestId('deck-item').nth(4)).toHaveText('Deck 5 Promenade');
    await expect(page.getByTestId('category-filters')).toHaveCount(0);
    await shot(page, 'deck-maps-select-desktop-en');

    await list.getByText('Deck 5 Promenade').click();
    await expect(page).toHaveURL(/deck=5/);
    await expect(page.getByTestId('deck-title')).toHaveText('Deck 5: Promenade');
    const heading = page.getByTestId('venues-heading');
    await expect(heading).toHaveText(/^Venues on this Deck \(\d+\)$/);
    const total = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    await expect(page.getByTestId('venue-card')).toHaveCount(total);
    const filters = page.getByTestId('category-filters');
    await expect(filters.getByRole('button').first()).toHaveText('All Categories');
    await expect(filters.getByRole('button', { name: 'Dining' })).toBeVisible();

    await filters.getByRole('button', { name: 'Dining' }).click();
    await expect(page.getByTestId('venue-card').getByTestId('venue-category')).toHaveText(
      Array(await page.getByTestId('venue-card').count()).fill('Dining'),
    );
    await page.getByTestId('venue-search').fill('fish');
    await expect(heading).toHaveText('Venues on this Deck (1)');
    await expect(page.getByTestId('venue-card')).toContainText('The Fish Market');
    await expect(page.getByTestId('venue-card')).toContainText('Hours');
    await page.getByTestId('venue-search').fill('no such venue');
    await expect(page.getByText('No venues found matching your criteria')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await filters.getByRole('button', { name: 'All Categories' }).click();
    await expect(heading).toHaveText(`Venues on this Deck (${total})`);
    await shot(page, 'deck-maps-list-desktop-en');

    await page.getByRole('tab', { name: 'Interactive Map' }).click();
    const pins = page.getByTestId('deck-map-pin');
    await expect(pins).toHaveCount(total);
    await expect(page.getByRole('img', { name: 'Layout of deck 5, Promenade' })).toBeVisible();
    const fishPin = page.getByRole('button', { name: 'The Fish Market, Dining' });
    await fishPin.hover();
    await expect(page.getByRole('tooltip')).toHaveText('The Fish Market');
    await fishPin.click();
    await expect(fishPin).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('venue-card')).toContainText('The Fish Market');
    await shot(page, 'deck-maps-map-desktop-en');

    await page.getByTestId('venue-search').fill('layalina');
    await expect(pins).toHaveCount(1);
  });

  test('says the map is coming soon for a deck without a layout', async ({ guestPage: page }) => {
    await page.goto('/deck-maps?deck=1');
    await expect(page.getByTestId('deck-title')).toHaveText('Deck 1: Tender');
    await page.getByRole('tab', { name: 'Interactive Map' }).click();
    await expect(page.getByText('Interactive map coming soon')).toBeVisible();
    await expect(page.getByText('Upload deck layout to enable map view')).toBeVisible();
    await expect(page.getByTestId('deck-map-pin')).toHaveCount(0);
  });

  test('uses a deck select on a phone, in English and Arabic', async ({ guestPage: page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/deck-maps');
    await expect(page.getByTestId('deck-list')).toBeHidden();
    await page.getByTestId('deck-select').click();
    await page.getByRole('option', { name: 'Deck 6 Heritage' }).click();
    await expect(page.getByTestId('deck-title')).toHaveText('Deck 6: Heritage');
    await shot(page, 'deck-maps-phone-en');
    await page.getByRole('tab', { name: 'Interactive Map' }).click();
    await expect(page.getByTestId('deck-map-pin').first()).toBeVisible();
    await shot(page, 'deck-maps-map-phone-en');

    await useArabic(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The English deck name is isolated inside the Arabic heading (issue 15).
    await expect(page.getByTestId('deck-title')).toHaveText('الطابق 6: \u2068Heritage\u2069');
    await expect(page.getByTestId('venues-heading')).toContainText('المرافق في هذا الطابق');
    await shot(page, 'deck-maps-phone-ar');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'الخريطة التفاعلية' }).click();
    await expect(page.getByTestId('deck-map-pin').first()).toBeVisible();
    await shot(page, 'deck-maps-map-desktop-ar');
  });
});

test.describe('faq', () => {
  test('groups the answers by category and searches them, with an empty-search state', async ({
    guestPage: page,
  }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByTestId('faq-category')).toHaveCount(7);
    await expect(page.getByRole('heading', { name: 'Safety' })).toBeVisible();
    await page.getByRole('button', { name: 'How big is the ship?' }).click();
    await expect(page.getByText(/Marsa has 19 decks/)).toBeVisible();
    await shot(page, 'faq-desktop-en');
    await page.getByTestId('faq-category-filter').getByText('Safety').click();
    await expect(page.getByTestId('faq-category')).toHaveCount(1);
    await page.getByTestId('faq-category-filter').getByText('All topics').click();
    await expect(page.getByTestId('faq-category')).toHaveCount(7);

    const search = page.getByTestId('faq-search');
    await search.fill('wi-fi');
    await expect(page.getByTestId('faq-count')).toHaveText(/answers?$/);
    await expect(page.getByText(/Join the Marsa-Guest network/)).toBeVisible();
    await search.fill('submarine karaoke');
    await expect(page.getByText('No answers found')).toBeVisible();
    await expect(
      page.getByText('Nothing matches “submarine karaoke”. Try other words, or ask the concierge.'),
    ).toBeVisible();
    await shot(page, 'faq-no-results-en');
    await page.getByTestId('empty-state').getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByTestId('faq-category')).toHaveCount(7);
    await expect(
      page.getByTestId('faq-concierge').getByRole('link', { name: 'Ask the Concierge' }),
    ).toHaveAttribute('href', '/');
  });

  test('answers in Arabic, right to left, and searches Arabic text', async ({ guestPage: page }) => {
    await page.goto('/faq');
    await page.getByTestId('language-toggle').getByText('العربية').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'السلامة' })).toBeVisible();
    await page.getByTestId('faq-search').fill('اللاسلكي');
    await expect(
      page.getByRole('button', { name: 'كيف أتصل بشبكة الإنترنت اللاسلكي في السفينة؟' }),
    ).toBeVisible();
    await expect(page.getByTestId('faq-count')).toHaveText(/^عدد الإجابات: \d+$/);
    const count = Number((await page.getByTestId('faq-count').textContent())?.match(/\d+/)?.[0]);
    await expect(page.getByTestId('faq-item')).toHaveCount(count);
    for (const item of await page.getByTestId('faq-item').all()) await expect(item).toContainText('اللاسلكي');
    await shot(page, 'faq-search-desktop-ar');
    await page.setViewportSize(PHONE);
    await shot(page, 'faq-search-phone-ar');
  });
});

// It empties the itinerary of the shared test server, then puts the ports back.
test.describe('itinerary without ports', () => {
  test('shows Itinerary Coming Soon and still points to the concierge', async ({ page, playwright }) => {
    const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const restorePorts = await snapshotPorts(admin);
    try {
      await signInAdminViaApi(page);
      const ports: { id: number }[] = await (await page.request.get('/api/admin/itinerary')).json();
      for (const port of ports) {
        expect((await page.request.delete(`/api/admin/itinerary/${port.id}`)).ok()).toBe(true);
      }
      await page.request.post('/api/logout');
      const guest = newGuest();
      expect((await page.request.post('/api/register', { data: guest })).status()).toBe(201);
      await page.goto('/itinerary');
      await expect(page.getByText('Itinerary Coming Soon')).toBeVisible();
      await expect(page.getByTestId('itinerary-port')).toHaveCount(0);
      await expect(page.getByTestId('itinerary-concierge')).toBeVisible();
      await shot(page, 'itinerary-empty-desktop-en');
    } finally {
      await restorePorts();
      await admin.dispose();
    }
  });
});
