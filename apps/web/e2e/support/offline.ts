import { expect, type Page } from '@playwright/test';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The guest's first visit on board: the service worker installs, then controls the page. */
export async function installApp(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('welcome-message')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId('welcome-message')).toBeVisible();
  await expect.poll(() => cachedGuestData(page)).toContain('/trpc/guest.chat.list');
}

/** Reserves a table at the first restaurant's first free time today, through the API. */
export async function bookTable(page: Page): Promise<{ restaurant: string; time: string }> {
  const dining = await page.request.get('/trpc/guest.dining.list');
  const [restaurant] = (await dining.json()).result.data as { id: number; name: string }[];
  if (!restaurant) throw new Error('the demo ship has no restaurant');
  const input = { serviceType: 'restaurant', serviceId: restaurant.id, date: todayIso() };
  const free = await page.request.get(
    `/trpc/guest.bookings.freeSlots?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  const [slot] = (await free.json()).result.data.slots as { time: string }[];
  if (!slot) throw new Error('no free time today');
  const res = await page.request.post('/trpc/guest.bookings.create', {
    data: { type: 'restaurant', serviceId: restaurant.id, date: todayIso(), time: slot.time, partySize: 2 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { restaurant: restaurant.name, time: slot.time };
}

/** URLs of guest data the service worker holds on this device. */
export function cachedGuestData(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((cache) => cache.startsWith('marsa-guest-data'))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}
