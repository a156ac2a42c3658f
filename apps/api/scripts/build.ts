// Bundles the API into apps/api/dist for `pnpm start`. Running the TypeScript sources through
// Node's type stripping cost ~150 MB more per API process (the stripper and ~300 separate module
// records stay resident); the bundle starts at about a third of that. Tests and `pnpm dev` keep
// running the sources.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');
/** apps/api/dist; the bundle's own test builds beside it (the same depth: see start-api.ts). */
const outdir = path.join(apiRoot, process.env.API_BUNDLE_DIR ?? 'dist');

/** Native code and WebAssembly load their files relative to their own package: left to node_modules. */
const external = ['@node-rs/argon2', '@electric-sql/pglite'];

/** The spreadsheet parser runs in a worker thread loaded by file name, so it is an entry of its own. */
function findFile(dir: string, name: string): string {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === name) return path.join(entry.parentPath, entry.name);
  }
  throw new Error(`${name} not found under ${dir}`);
}

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(apiRoot, 'src/server.ts'),
    'parse-worker': findFile(path.join(repoRoot, 'packages/trpc/src'), 'parse-worker.mjs'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call require(); ESM output has none unless it is made.
  banner: {
    js: "import { createRequire as marsaRequire } from 'node:module'; const require = marsaRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(path.join(repoRoot, 'packages/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`Built the API into ${path.relative(repoRoot, outdir)}/`);
