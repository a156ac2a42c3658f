import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Issue 14: the schemas and the server speak by code, so an Arabic guest reads every message
// (with its details) in Arabic, and the web app looks nothing up backwards from English.

async function useArabic(page: Page) {
  await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
}

const todayIso = () => new Date().toISOString().slice(0, 10);

test('a form field error of the shared schema reads in Arabic', async ({ page }) => {
  await useArabic(page);
  await page.goto('/auth');
  const form = page.getByTestId('login-form');
  await form.getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(form).toContainText('يجب ألا يقل اسم المستخدم عن 3 أحرف');
  await expect(form).toContainText('يجب ألا تقل كلمة المرور عن 6 أحرف');
  await expect(form).not.toContainText('must be at least');
});

test('a booking the server refuses reads in Arabic, with the venue, date and time', async ({
  guestPage: page,
}) => {
  await page.goto('/dining');
  const card = page
    .getByTestId('restaurant-card')
    .filter({ has: page.getByRole('heading', { name: 'Bamboo Kitchen' }) });
  const restaurantId = Number(await card.getAttribute('data-restaurant-id'));
  const free = await page.request.get(
    `/trpc/guest.bookings.freeSlots?input=${encodeURIComponent(JSON.stringify({ serviceType: 'restaurant', serviceId: restaurantId, date: todayIso() }))}`,
  );
  const time: string = (await free.json()).result.data.slots.at(-1).time;
  const booked = await page.request.post('/trpc/guest.bookings.create', {
    // A whole party's worth of the sitting: one guest may seat no more there (fair use).
    data: { type: 'restaurant', serviceId: restaurantId, date: todayIso(), time, partySize: 20 },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  await useArabic(page);
  await page.reload();
  await page
    .locator(`[data-testid="restaurant-card"][data-restaurant-id="${restaurantId}"]`)
    .getByTestId('reserve-button')
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.locator(`[data-testid="slot-option"][data-time="${time}"]`).click();
  await dialog.getByTestId('reserve-submit').click();
  await expect(dialog.getByTestId('duplicate-prompt')).toBeVisible();
  await dialog.getByTestId('reserve-submit').click();
  const error = dialog.getByTestId('reserve-error');
  await expect(error).toContainText('لديك حجز بالفعل في');
  await expect(error).toContainText('Bamboo Kitchen');
  await expect(error).toContainText('الساعة');
  await expect(error).not.toContainText('You already have');
});
