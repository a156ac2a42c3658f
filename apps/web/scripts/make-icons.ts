/**
 * Draws the PWA icons (192 and 512 px, plus a maskable 512) from the brand mark with both names,
 * 'Marsa' and 'مرسى', in Debian's Chromium. Run after changing the mark: `pnpm --filter @marsa/web icons`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(import.meta.dirname, '../public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The mark on the brand teal with both names below it; `inset` leaves the maskable safe zone. */
const page = (size: number, inset: number) => `<!doctype html><html><body style="margin:0">
<div style="width:${size}px;height:${size}px;background:#0f7267;display:flex;align-items:center;justify-content:center">
  <div style="width:${size - 2 * inset}px;display:flex;flex-direction:column;align-items:center;font-family:'DejaVu Sans',sans-serif;color:#fbf5ea">
    <div style="width:${(size - 2 * inset) * 0.56}px;height:${(size - 2 * inset) * 0.56}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
    <div style="font-size:${(size - 2 * inset) * 0.13}px;font-weight:700;line-height:1.15">Marsa</div>
    <div dir="rtl" lang="ar" style="font-size:${(size - 2 * inset) * 0.13}px;font-weight:700;line-height:1.15;color:#d6b478">مرسى</div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const [file, size, inset] of [
  ['icon-192.png', 192, 8],
  ['icon-512.png', 512, 20],
  ['icon-maskable-512.png', 512, 80],
] as const) {
  const tab = await browser.newPage({ viewport: { width: size, height: size } });
  await tab.setContent(page(size, inset));
  await tab.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: false });
  await tab.close();
}
await browser.close();
