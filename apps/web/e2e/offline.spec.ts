import type { Page } from '@playwright/test';
import { expect, newGuest, signUpViaApi, test } from './support/fixtures.ts';
import { bookTable, cachedGuestData, installApp } from './support/offline.ts';

const EN = {
  banner: "You're offline. Showing what was saved on this device; it updates when the connection is back.",
  itinerary: 'Cruise Itinerary',
  bookings: 'My Bookings',
};
const AR = {
  banner: 'أنت غير متصل بالإنترنت. نعرض ما حُفظ على هذا الجهاز، ويتحدّث عند عودة الاتصال.',
  itinerary: 'خط سير الرحلة',
  bookings: 'حجوزاتي',
};

/** Opens each guest page once while on board, as a guest would, so the app keeps its data. */
async function visitOnBoard(page: Page, texts: typeof EN) {
  await page.goto('/itinerary');
  await expect(page.getByRole('heading', { level: 1, name: texts.itinerary })).toBeVisible();
  await expect(page.getByTestId('itinerary-port')).toHaveCount(7);
  await page.goto('/bookings');
  await expect(page.getByTestId('booking-card')).toHaveCount(1);
  await page.goto('/deck-maps');
  await expect(page.getByTestId('deck-item').first()).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByTestId('faq-item').first()).toBeVisible();
  // The service worker stores each answer just after the page gets it.
  await expect
    .poll(() => cachedGuestData(page))
    .toEqual(
      expect.arrayContaining([
        '/trpc/guest.itinerary.list',
        '/trpc/guest.bookings.list',
        '/trpc/guest.decks.list',
        '/trpc/guest.faq.list',
      ]),
    );
}

async function expectItineraryOffline(page: Page, texts: typeof EN) {
  await expect(page.getByRole('heading', { level: 1, name: texts.itinerary })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(texts.banner);
  const ports = page.getByTestId('itinerary-port');
  await expect(ports).toHaveCount(7);
  for (const port of await ports.all()) {
    await expect(port.getByTestId('port-arrival')).toBeVisible();
    await expect(port.getByTestId('port-departure')).toBeVisible();
    await expect(port.getByTestId('port-all-aboard')).toBeVisible();
  }
}

test.use({ serviceWorkers: 'allow' });
// Each test walks the whole app on board, then again offline: more steps than most specs.
test.describe.configure({ timeout: 120_000 });

test.describe('ashore with no signal', () => {
  test('itinerary, bookings, deck maps, FAQ and the last conversation stay readable; a message waits and is sent', async ({
    page,
    context,
  }) => {
    await signUpViaApi(page);
    const booked = await bookTable(page);
    await installApp(page);
    await visitOnBoard(page, EN);

    await context.setOffline(true);
    await page.goto('/itinerary');
    await page.reload();
    await expectItineraryOffline(page, EN);
    // Jeddah leaves at 10:00 PM: all aboard half an hour earlier.
    await expect(page.getByTestId('itinerary-port').first().getByTestId('port-all-aboard')).toContainText(
      '9:30 PM',
    );

    await page.goto('/bookings');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: EN.bookings })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveText(EN.banner);
    const card = page.getByTestId('booking-card');
    await expect(card.getByText(booked.restaurant)).toBeVisible();
    await expect(card.getByTestId('booking-reference')).toContainText(/B-\d{6}/);

    // Cancelling needs the server: it says so instead of failing silently.
    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('cancel-error')).toContainText(
      'This needs a connection and will work when it is back',
    );

    await page.goto('/deck-maps');
    await expect(page.getByTestId('deck-item').first()).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByTestId('faq-item').first()).toBeVisible();

    await page.goto('/');
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    await page.getByTestId('chat-input').fill('Is the spa open tomorrow?');
    await page.getByTestId('send-button').click();
    await expect(page.getByTestId('queued-message')).toContainText('Is the spa open tomorrow?');
    await expect(page.getByTestId('queued-message')).toContainText('will be sent when it is back');

    await context.setOffline(false);
    await expect(page.getByText('Your waiting message was sent.')).toBeVisible();
    await expect(page.getByTestId('queued-message')).toHaveCount(0);
    await expect(
      page.getByTestId('message-user').filter({ hasText: 'Is the spa open tomorrow?' }),
    ).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  test('in Arabic: the itinerary and bookings reload offline with the Arabic banner', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
    await signUpViaApi(page, newGuest({ fullName: 'سارة القحطاني' }));
    await bookTable(page);
    await installApp(page);
    await visitOnBoard(page, AR);

    await context.setOffline(true);
    await page.goto('/itinerary');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectItineraryOffline(page, AR);
    await expect(page.getByTestId('itinerary-port').first()).toContainText('آخر موعد للصعود إلى السفينة');

    await page.goto('/bookings');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: AR.bookings })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveText(AR.banner);
    await expect(page.getByTestId('booking-card').getByTestId('booking-type')).toHaveText('حجز مطعم');
    await expect(page.getByTestId('booking-card').getByTestId('booking-reference')).toContainText(
      'رقم الحجز',
    );
  });

  test('signing out removes the guest data kept on the device', async ({ page, context }) => {
    await signUpViaApi(page);
    await bookTable(page);
    await installApp(page);
    await visitOnBoard(page, EN);
    const before = await cachedGuestData(page);
    expect(before).toEqual(
      expect.arrayContaining(['/trpc/guest.itinerary.list', '/trpc/guest.bookings.list']),
    );

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect.poll(() => cachedGuestData(page)).not.toContain('/trpc/guest.bookings.list');
    const after = await cachedGuestData(page);
    expect(after.filter((url) => url.startsWith('/trpc/guest.'))).toEqual([]);

    // Offline, nothing of theirs is left to show: the app asks to sign in.
    await context.setOffline(true);
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('booking-card')).toHaveCount(0);
  });

  test("another guest signing in on the same device never finds the previous guest's data", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signUpViaApi(page);
    await bookTable(page);
    await installApp(page);
    await visitOnBoard(page, EN);
    expect(await cachedGuestData(page)).toContain('/trpc/guest.bookings.list');

    // The first guest's session ends without a sign-out (it expired); the next guest signs in.
    const next = newGuest({ fullName: 'Omar Haddad' });
    const api = await playwright.request.newContext({ baseURL });
    expect((await api.post('/api/register', { data: next })).status()).toBe(201);
    await api.dispose();
    await page.context().clearCookies();
    await page.goto('/auth');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Username').fill(next.username);
    await form.getByRole('textbox', { name: 'Password' }).fill(next.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await cachedGuestData(page)).not.toContain('/trpc/guest.bookings.list');
    await page.goto('/bookings');
    await expect(page.getByText('No bookings yet')).toBeVisible();
  });
});
