import type { VitePWAOptions } from 'vite-plugin-pwa';
import { adminOnlyFiles } from '../build/admin-only-chunks.ts';
import { FONT_CACHE, GUEST_DATA_CACHE, IMAGE_CACHE } from './cache-names.ts';

/**
 * The installable app: manifest, precached shell, and run-time caches for offline use ashore.
 * Guest data is network-first with the cached copy as the fallback; the chat streams (/api/chat,
 * /api/messages/stream) and every non-GET call always go to the network untouched.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Marsa — Digital Concierge',
    short_name: 'Marsa',
    description:
      'Your personal cruise concierge: chat, bookings, itinerary and deck maps, on board and ashore.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f7267',
    background_color: '#0f7267',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: [
      '**/*.{js,css,html,webmanifest}',
      'favicon.svg',
      'icons/*.png',
      // The demo ship's pictures come from the API (DATA_DIR/images): the image cache below keeps them.
      'images/placeholder-*.svg',
    ],
    globIgnores: ['**/*.{br,gz}'],
    // The admin screens' own chunks are fetched when an admin opens them, not precached on every
    // guest's phone (src/build/admin-only-chunks.ts lists them while the bundle is written).
    manifestTransforms: [
      (entries) => ({ manifest: entries.filter((entry) => !adminOnlyFiles.has(entry.url)), warnings: [] }),
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/(api|trpc|uploads)\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The guest's own reads: the session, ship content and their bookings and chat.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          (/^\/trpc\/(auth\.me|auth\.config|guest\.[\w.]+)$/.test(url.pathname) ||
            url.pathname === '/api/messages'),
        handler: 'NetworkFirst',
        options: {
          cacheName: GUEST_DATA_CACHE,
          networkTimeoutSeconds: 8,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The brand's fonts (hashed, never change): kept after first use so the look survives ashore.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.woff2$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: FONT_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 8 },
        },
      },
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin && request.method === 'GET' && /^\/(images|uploads)\//.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: IMAGE_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 150 },
        },
      },
    ],
  },
};
