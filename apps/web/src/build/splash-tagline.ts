import { ar } from '@marsa/i18n/ar';
import { en } from '@marsa/i18n/en';
import type { Plugin } from 'vite';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/**
 * The splash index.html paints before any JavaScript carries the welcome line in both languages
 * (lang-init.js has already set the page's language, and CSS shows the matching one), taken from
 * the catalogs at build time. A guest on slow Wi-Fi reads it at first paint instead of a bare logo.
 */
export function splashTagline(): Plugin {
  return {
    name: 'marsa-splash-tagline',
    transformIndexHtml: (html) =>
      html.replace(
        '<!--splash-tagline-->',
        `<p class="splash-tagline" lang="en" dir="ltr">${escapeHtml(en.auth.heroSubtitle)}</p>` +
          `<p class="splash-tagline" lang="ar" dir="rtl">${escapeHtml(ar.auth.heroSubtitle)}</p>`,
      ),
  };
}
