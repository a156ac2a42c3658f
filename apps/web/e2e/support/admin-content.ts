import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The import fixtures committed with the API's integration tests. */
export const IMPORT_FIXTURES = path.resolve(
  import.meta.dirname,
  '../../../api/src/http-tests/fixtures/import',
);

/** The toast whose title or message is exactly this text. */
export const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').getByText(text, { exact: true });

/** Closes the visible toast, so the next one (one at a time, §9) can be checked. */
export async function dismissToasts(page: Page) {
  const shown = page.locator('.mantine-Notification-root');
  for (let attempt = 0; attempt < 6 && (await shown.count()) > 0; attempt++) {
    // A closing toast leaves the DOM mid-click; the next queued one may take its place.
    await shown
      .first()
      .getByRole('button')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
  }
  await expect(shown).toHaveCount(0);
}

/** A small real PNG, drawn on a canvas in the browser. */
export async function makePng(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d canvas');
    const gradient = g.createLinearGradient(0, 0, 240, 160);
    gradient.addColorStop(0, `hsl(${h}, 60%, 35%)`);
    gradient.addColorStop(1, `hsl(${h + 40}, 70%, 80%)`);
    g.fillStyle = gradient;
    g.fillRect(0, 0, 240, 160);
    return canvas.toDataURL('image/png');
  }, hue);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Switches the language with the header toggle and checks the page direction. */
export async function switchLanguage(page: Page, lang: 'en' | 'ar') {
  // A dispatched click also works while a dialog's overlay covers the header.
  await page
    .getByTestId('language-toggle')
    .getByRole('radio', { name: lang === 'ar' ? 'العربية' : 'EN', exact: true })
    .dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/**
 * Screenshots (full page, or the viewport for an open dialog) at desktop and 390×844 phone sizes, in English and Arabic, kept as test
 * artifacts (and copied to E2E_SHOTS_DIR when set). Leaves the page in English at desktop size.
 */
export async function screenshots(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      // Fixed headers are drawn where the page is scrolled to: start from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(500);
      const file = testInfo.outputPath(`${name}-${size.name}-${lang}.png`);
      await page.screenshot({ path: file, fullPage });
      await testInfo.attach(`${name}-${size.name}-${lang}`, { path: file, contentType: 'image/png' });
      const extra = process.env.E2E_SHOTS_DIR;
      if (extra) {
        await mkdir(extra, { recursive: true });
        await copyFile(file, path.join(extra, path.basename(file)));
      }
    }
  }
  await switchLanguage(page, 'en');
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
}
