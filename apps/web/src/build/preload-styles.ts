import type { Plugin } from 'vite';

/** The module whose stylesheets main.tsx loads before its first render. */
const ENTRY_STYLES = 'src/styles.ts';

/**
 * Stylesheets the entry script loads itself (src/styles.ts) are not linked in the page head, so
 * the splash paints at once; this preloads them from the head so they still download alongside
 * the scripts instead of after them.
 */
export function preloadEntryStyles(): Plugin {
  return {
    name: 'marsa-preload-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const styles = Object.values(ctx.bundle ?? {}).filter(
          (output) =>
            output.type === 'asset' &&
            output.fileName.endsWith('.css') &&
            output.originalFileNames.includes(ENTRY_STYLES),
        );
        if (styles.length === 0) throw new Error(`no stylesheet built from ${ENTRY_STYLES}`);
        return styles.map((output) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', href: `/${output.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
