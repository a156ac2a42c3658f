import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { findAdminOnlyChunks } from './src/build/admin-only-chunks.ts';
import { homeChunksMeta } from './src/build/home-chunks.ts';
import { preloadEntryStyles } from './src/build/preload-styles.ts';
import { splashTagline } from './src/build/splash-tagline.ts';
import { pwaOptions } from './src/pwa/pwa-options.ts';

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * Preloads the one font file every first paint uses (Inter, latin): the headings' serif and the
 * Arabic face swap in when needed (font-display: swap), so they are not worth blocking for.
 */
function preloadFirstPaintFont(): Plugin {
  return {
    name: 'marsa-preload-first-paint-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    splashTagline(),
    preloadEntryStyles(),
    preloadFirstPaintFont(),
    homeChunksMeta(),
    findAdminOnlyChunks(),
    VitePWA(pwaOptions),
    // .br and .gz beside every text asset over 1 kB; the API serves them by Accept-Encoding.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    // The demo ship's pictures are drawn by the API into its data directory; the placeholders are ours.
    proxy: { '/api': api, '/trpc': api, '/uploads': api, '^/images/(?!placeholder-)': api },
  },
  build: {
    chunkSizeWarningLimit: 700,
    // Every browser the ship supports preloads modules itself: the polyfill would only cost bytes
    // in the entry (older ones still load everything, just without the head start).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Tiny shared chunks (a Tabler icon, a Mantine hook: ~1 kB each) are copied into the chunks
        // that use them: on HTTP/1.1 (six connections) the guest home's first load queued 60 of them.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } },
      },
    },
  },
});
