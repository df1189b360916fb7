import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clients } from '@/content/clients';
import { services } from '@/content/services';
import { slides } from '@/content/slides';
import { articles } from '@/lib/server/content/articles';

const root = process.cwd();
const publicDir = join(root, 'public');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const svgs = [...filesUnder(join(publicDir, 'images')), join(publicDir, 'icon.svg')].filter((f) =>
  f.endsWith('.svg'),
);
/** Each file as [its path in the repository, its full path], for a test per file. */
const namedSvgs = svgs.map((f) => [f.replace(`${root}/`, ''), f]);

function rootAttributes(svg: string): Record<string, string> {
  const tag = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe('artwork', () => {
  it('includes the hero, service, blog, page and client images', () => {
    // The hero's slides after the first share one file.
    expect(svgs.length).toBeGreaterThanOrEqual(2 + 12 + 7 + 5 + 8);
  });

  it.each(namedSvgs)(
    '%s declares width, height and a matching viewBox on its root',
    (_name, file) => {
      const { width, height, viewBox } = rootAttributes(readFileSync(file, 'utf8'));
      expect(Number(width)).toBeGreaterThan(0);
      expect(Number(height)).toBeGreaterThan(0);
      expect(viewBox?.split(/\s+/).map(Number)).toEqual([0, 0, Number(width), Number(height)]);
    },
  );

  it.each(namedSvgs)('%s has no script, remote reference or embedded raster', (_name, file) => {
    const svg = readFileSync(file, 'utf8');
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/href="https?:/i);
    expect(svg).not.toMatch(/data:image|<image\b/i);
  });

  // The browser paints a masked or filtered shape through a layer of its own, on the main thread,
  // in the frame that shows the picture: a masked fade over the hero's dots took that frame several
  // times longer than the rest of the picture, holding back the page's largest paint. A fade is
  // drawn as bands of `fill-opacity` instead.
  it.each(namedSvgs)('%s draws without masks or filters', (_name, file) => {
    const svg = readFileSync(file, 'utf8');
    expect(svg).not.toMatch(/<mask\b|\bmask=|<filter\b|\bfilter=/i);
  });
});

describe('content image paths', () => {
  const referenced = [
    ...services.map((s) => s.image),
    ...articles().map((a) => a.data.image),
    ...clients.map((c) => c.logo),
  ];

  it.each(referenced)('%s exists in public/', (src) => {
    expect(existsSync(join(publicDir, src))).toBe(true);
  });

  // A slide is a file, or a view (`file.svg#view`) of a file that holds several: one SVG document
  // for the browser to load on the main thread instead of one each.
  it.each(slides.map((s) => s.image))('the hero slide %s is a 1600x900 picture', (src) => {
    const [file, view] = src.split('#');
    const svg = readFileSync(join(publicDir, file!), 'utf8');
    const viewBox = view
      ? svg.match(new RegExp(`<view id="${view}" viewBox="([^"]+)"/>`))?.[1]
      : rootAttributes(svg).viewBox;
    expect(viewBox?.split(/\s+/).map(Number).slice(2)).toEqual([1600, 900]);
  });

  it.each(clients.map((c) => [c.name, c]))('the %s logo file is as large as declared', (_n, c) => {
    const { width, height } = rootAttributes(readFileSync(join(publicDir, c.logo), 'utf8'));
    expect([Number(width), Number(height)]).toEqual([c.width, c.height]);
  });
});

describe('company profile PDF', () => {
  const pdf = join(publicDir, 'kilele-company-profile.pdf');

  it('is a real PDF under 200 KB', () => {
    const bytes = readFileSync(pdf);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(bytes.length).toBeLessThan(200 * 1024);
  });
});

describe('favicon', () => {
  // public/favicon.ico is made from public/icon.svg by scripts/favicon.mjs (run when the logo
  // changes).
  it('is an ICO holding 48 and 32 px PNG images', () => {
    const ico = readFileSync(join(publicDir, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const images = [0, 1].map((i) => {
      const entry = 6 + 16 * i;
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + ico.readUInt32LE(entry + 8));
      // A PNG's width and height are in its IHDR chunk, right after the 8-byte signature.
      return {
        size: ico.readUInt8(entry),
        signature: png.subarray(1, 4).toString('latin1'),
        width: png.readUInt32BE(16),
        height: png.readUInt32BE(20),
      };
    });
    expect(images).toEqual([
      { size: 48, signature: 'PNG', width: 48, height: 48 },
      { size: 32, signature: 'PNG', width: 32, height: 32 },
    ]);
  });
});
