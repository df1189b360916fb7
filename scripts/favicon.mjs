#!/usr/bin/env node
// Writes public/favicon.ico from public/icon.svg: run it after changing the logo, and commit both.
//
// The pages link /favicon.ico as their icon (app/layout.tsx): Chromium fetches an ICO icon in the
// browser itself, but an SVG icon in the page's renderer, where it is a document parsed on the
// page's main thread. The file holds 48x48 and 32x32 PNGs (PNG inside ICO, which every current
// browser reads); 48 px is the size Google asks for. public/icon.svg stays the source, and the
// logo in the structured data.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const SIZES = [48, 32];

/** An ICO file holding `pngs` (each { size, data }), as Windows Vista introduced it. */
export function icoFromPngs(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 means 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

async function main() {
  const svg = readFileSync('public/icon.svg');
  const pngs = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      data: await sharp(svg, { density: 72 * (size / 32) * 4 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  const ico = icoFromPngs(pngs);
  writeFileSync('public/favicon.ico', ico);
  console.log(`public/favicon.ico: ${SIZES.join(' and ')} px, ${ico.length} bytes`);
}

if (process.argv[1]?.endsWith('favicon.mjs')) await main();
