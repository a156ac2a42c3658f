import { test as base, expect, type Page } from '@playwright/test';

export type GuestAccount = {
  username: string;
  password: string;
  fullName: string;
  roomNumber: string;
  deck: string;
};

let sequence = 0;
export function newGuest(overrides: Partial<GuestAccount> = {}): GuestAccount {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}`;
  return {
    username: `guest_${id}`,
    password: 'sea-breeze-1',
    fullName: 'Noura Al-Harbi',
    roomNumber: '8120',
    deck: '8',
    ...overrides,
  };
}

export const ADMIN = { username: 'captain', password: 'captain-pass' };

/** Signs in through the API (fast); the browser context shares the session cookie. */
export async function signUpViaApi(page: Page, guest: GuestAccount = newGuest()): Promise<GuestAccount> {
  const res = await page.request.post('/api/register', { data: guest });
  expect(res.status(), await res.text()).toBe(201);
  return guest;
}

export async function signInAdminViaApi(page: Page): Promise<void> {
  const res = await page.request.post('/api/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
}

export const test = base.extend<{ guestPage: Page; adminPage: Page }>({
  guestPage: async ({ page }, use) => {
    await signUpViaApi(page);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signInAdminViaApi(page);
    await use(page);
  },
});

export { expect };
