/**
 * Draws the demo ship's SVG images into a folder, to look at them without a server:
 *   pnpm --filter @marsa/demo-art generate <dir>
 * A running server needs none of this: its seeding step draws them into DATA_DIR/images. Never
 * into apps/web/public: the web app's sources hold only its own files (the placeholders).
 */
import path from 'node:path';
import { writeDemoArt } from './write.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: pnpm --filter @marsa/demo-art generate <dir>');
  process.exit(1);
}
if (path.resolve(dir).includes(`${path.sep}apps${path.sep}web${path.sep}`)) {
  console.error('The demo pictures belong in the data directory, not in the web app.');
  process.exit(1);
}
const { count, bytes } = writeDemoArt(dir);
console.log(`Wrote ${count} images (${Math.round(bytes / 1024)} KiB) to ${dir}`);
