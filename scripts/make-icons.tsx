/**
 * Renders McKenzie's face into the install icons and the splash picture in client/public/ (run once when her face
 * changes):
 *   node --import tsx scripts/make-icons.tsx
 * The PNGs are committed; the build does not make them.
 */
import { writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';

// McKenzie's module imports her stylesheet (animations only); Node cannot load CSS, and the icon needs none.
const IGNORE_CSS = `export async function load(url, context, next) {
  return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(IGNORE_CSS)}`);
const { McKenzieFace } = await import('../client/ui/mckenzie');

const OUT_DIR = path.join(import.meta.dirname, '..', 'client', 'public');
/** The app's background pink (client/index.html theme-color) behind the face. */
const BACKGROUND = '#ffe9f3';

/** The face's SVG on a square of `size`; `faceShare` is how much of the width the face takes. */
export function iconSvg(size: number, faceShare: number, rounded: boolean): string {
  const face = renderToStaticMarkup(<McKenzieFace size={100} animated={false} title="McKenzie" />);
  const inner = face.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const viewBox = /viewBox="([^"]+)"/.exec(face)?.[1] ?? '4 4 212 132';
  const [, , w = 212, h = 132] = viewBox.split(' ').map(Number);
  const faceWidth = size * faceShare;
  const faceHeight = (faceWidth * h) / w;
  const x = (size - faceWidth) / 2;
  const y = (size - faceHeight) / 2 + size * 0.03;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${BACKGROUND}"/>
<svg x="${x}" y="${y}" width="${faceWidth}" height="${faceHeight}" viewBox="${viewBox}" overflow="visible">${inner}</svg>
</svg>`;
}

const ICONS = [
  // "any" icons: the face fills most of a rounded square.
  { file: 'pwa-192x192.png', size: 192, faceShare: 0.86, rounded: true },
  { file: 'pwa-512x512.png', size: 512, faceShare: 0.86, rounded: true },
  // Maskable: full-bleed background, the face inside the central 80% safe zone.
  { file: 'maskable-icon-512x512.png', size: 512, faceShare: 0.66, rounded: false },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, faceShare: 0.8, rounded: false },
];

// The splash in index.html, shown until the app's code has run: the installed icon, as a vector.
await writeFile(path.join(OUT_DIR, 'mckenzie-icon.svg'), `${iconSvg(192, 0.86, true)}\n`);
console.warn('wrote client/public/mckenzie-icon.svg');

for (const icon of ICONS) {
  const svg = iconSvg(icon.size, icon.faceShare, icon.rounded);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(OUT_DIR, icon.file));
  console.warn(`wrote client/public/${icon.file}`);
}
