import type { Plugin, Rolldown } from 'vite';

/** Admin screens' route components (src/routes/admin.tsx and src/routes/admin/*). */
const ADMIN_ROUTE = /\/src\/routes\/admin(\/[\w-]+)?\.tsx\?tsr-split=component$/;

/**
 * The built files only the admin screens load (their route chunks and what nothing else imports),
 * filled in as the bundle is written: the service worker leaves them out of its precache, since a
 * guest's phone never needs them, least of all offline ashore.
 */
export const adminOnlyFiles = new Set<string>();

function reach(
  bundle: Rolldown.OutputBundle,
  file: string,
  seen: Set<string>,
  skip: (c: Rolldown.OutputChunk) => boolean,
) {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk' || skip(chunk)) return;
  seen.add(file);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const next of [...chunk.imports, ...chunk.dynamicImports]) reach(bundle, next, seen, skip);
}

export function findAdminOnlyChunks(): Plugin {
  return {
    name: 'marsa-admin-only-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const isAdmin = (chunk: Rolldown.OutputChunk) => ADMIN_ROUTE.test(chunk.facadeModuleId ?? '');
      // Everything reachable from the entry without passing through an admin screen.
      const shared = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry))
        reach(bundle, entry.fileName, shared, isAdmin);
      const admin = new Set<string>();
      for (const route of chunks.filter(isAdmin)) reach(bundle, route.fileName, admin, () => false);
      adminOnlyFiles.clear();
      for (const file of admin) if (!shared.has(file)) adminOnlyFiles.add(file);
      if (adminOnlyFiles.size === 0)
        throw new Error('no admin-only chunks found: has the admin route moved?');
    },
  };
}
