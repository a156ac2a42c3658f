import { gzipSync } from 'node:zlib';

/** The part of a Rolldown/Rollup output chunk the budget needs. */
export type BuiltChunk = {
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
};

export type FirstLoad = { files: string[]; gzipBytes: number; moduleIds: string[] };

/** TanStack Router's autoCodeSplitting turns each route's component into this virtual module. */
const routeComponentId = (routeFile: string) => `/src/routes/${routeFile}?tsr-split=component`;

/**
 * What a first visit to a page downloads before it can paint: the entry chunk, the chunk of every
 * route component on the way to the page (e.g. the guest layout, then the page), and everything
 * those import statically. Lazy chunks (Arabic, carousel, panorama, admin screens) stay out.
 */
export function firstLoad(chunks: readonly BuiltChunk[], routeFiles: readonly string[]): FirstLoad {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = chunks.filter((chunk) => chunk.isEntry);
  for (const routeFile of routeFiles) {
    const id = routeComponentId(routeFile);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(id));
    if (!chunk) throw new Error(`no chunk for the route component ${routeFile}`);
    starts.push(chunk);
  }
  const seen = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  starts.forEach(visit);
  const loaded = [...seen].map((file) => byFile.get(file)).filter((chunk) => chunk !== undefined);
  return {
    files: loaded.map((chunk) => chunk.fileName).sort(),
    gzipBytes: loaded.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0),
    moduleIds: loaded.flatMap((chunk) => chunk.moduleIds),
  };
}
