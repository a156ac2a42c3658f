// Writes src/routeTree.gen.ts from the file routes, as the router plugin does when Vite starts,
// so the type checker (and anything else that runs before a build) has it: the file is generated,
// never committed. Run by `typecheck`; `dev` and `build` regenerate it themselves.
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = path.resolve(import.meta.dirname, '..');
const config = getConfig({ target: 'react', autoCodeSplitting: true }, root);
await new Generator({ config, root }).run();
