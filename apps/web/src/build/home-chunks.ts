import type { Plugin, Rolldown } from 'vite';

/** Route components the guest home (/) renders: the guest layout, then the chat. */
const HOME_ROUTES = ['/src/routes/_guest.tsx', '/src/routes/_guest/index.tsx'];

/** The <meta> public/lang-init.js reads on / to preload the home's chunks. */
export const HOME_CHUNKS_META = 'marsa-home-chunks';
/** The head script that reads it: the <meta> goes just before it. */
const HEAD_SCRIPT = '<script src="/lang-init.js"></script>';

type Bundle = Rolldown.OutputBundle;

/** The chunk and everything it imports statically, with their stylesheets. */
function closure(bundle: Bundle, start: Rolldown.OutputChunk, into: Set<string>) {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const css of start.viteMetadata?.importedCss ?? []) into.add(css);
  for (const file of start.imports) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') closure(bundle, chunk, into);
  }
}

/**
 * Lists, in a <meta> just before the head script, the guest home's route chunks that index.html
 * does not already load. On / the head script preloads them at once, so they download beside the
 * entry instead of after it has run (the guest home's first load is a chain otherwise); other
 * pages (/auth first of all) never fetch them.
 */
export function homeChunksMeta(): Plugin {
  return {
    name: 'marsa-home-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle: Bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const initial = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(bundle, entry, initial);
        const home = new Set<string>();
        for (const route of HOME_ROUTES) {
          const chunk = chunks.find((candidate) =>
            candidate.facadeModuleId?.endsWith(`${route}?tsr-split=component`),
          );
          if (!chunk) throw new Error(`no chunk for the route component ${route}`);
          closure(bundle, chunk, home);
        }
        const files = [...home].filter((file) => !initial.has(file)).map((file) => `/${file}`);
        if (!html.includes(HEAD_SCRIPT)) throw new Error(`index.html has no ${HEAD_SCRIPT}`);
        return html.replace(
          HEAD_SCRIPT,
          `<meta name="${HOME_CHUNKS_META}" content="${files.join(' ')}" />\n    ${HEAD_SCRIPT}`,
        );
      },
    },
  };
}
