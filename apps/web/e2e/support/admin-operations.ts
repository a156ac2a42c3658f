import { expect, type Locator, type Page } from '@playwright/test';

/** A 1×1 PNG: the upload route recognises images by their content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Waits for the toast showing every one of `texts` (title and message), then closes it. Toasts
 * show one at a time (§9) and queue behind each other, so closing keeps the next one prompt.
 */
export async function expectToast(page: Page, ...texts: string[]) {
  let item = page.locator('.mantine-Notification-root');
  for (const text of texts) item = item.filter({ has: page.getByText(text, { exact: true }) });
  await expect(item.first()).toBeVisible({ timeout: 20_000 });
  await item.first().locator('.mantine-Notification-closeButton').click();
}

/** 'YYYY-MM-DDTHH:MM' in the browser's zone, `days` from now (a datetime-local value). */
export function localDateTime(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Both languages at a desktop and a 390×844 phone size. */
export const SCREENS = [
  { lang: 'en', width: 1366, height: 900, name: 'desktop-en' },
  { lang: 'ar', width: 1366, height: 900, name: 'desktop-ar' },
  { lang: 'en', width: 390, height: 844, name: 'phone-en' },
  { lang: 'ar', width: 390, height: 844, name: 'phone-ar' },
] as const;

/** Opens a page in a language (remembered in localStorage, applied before React starts). */
export async function openIn(page: Page, path: string, lang: 'en' | 'ar') {
  await page.addInitScript((value) => localStorage.setItem('marsa.lang', value), lang);
  await page.goto(path);
}
