/**
 * Draws the demo ship's SVG images into a folder (by default the web app's public/images, whose
 * committed copies the seed tests still read):  pnpm --filter @marsa/demo-art generate [dir]
 * A running server needs none of this: its seeding step draws them into the data directory.
 */
import { fileURLToPath } from 'node:url';
import { writeDemoArt } from './write.ts';

const dir = process.argv[2] ?? fileURLToPath(new URL('../../../apps/web/public/images', import.meta.url));
const { count, bytes } = writeDemoArt(dir);
console.log(`Wrote ${count} images (${Math.round(bytes / 1024)} KiB) to ${dir}`);
