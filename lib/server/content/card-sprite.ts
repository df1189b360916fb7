// Imported by next.config.ts (through preload-headers.ts): relative imports only, nothing
// server-only.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the blog cards' pictures are served from, all in one file (app/images/blog/cards.svg). */
export const CARD_SPRITE_PATH = '/images/blog/cards.svg';

/** A picture for the sheet: the id it is known by, and its SVG document's text. */
export type SpritePicture = { id: string; svg: string };

const ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const NUMBER = /^\d+(?:\.\d+)?$/;
// What a picture must not hold to be nested in another document as it is: rules or scripts could
// reach the other pictures (a `<style>` applies to the whole file), an entity declaration or a
// CDATA section needs the document's own prologue, and a nested root would confuse the sheet.
const NOT_NESTABLE = /<(?:style|script|!DOCTYPE|!\[CDATA\[|foreignObject|svg\b)/i;

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/**
 * A picture's size and drawing, when it can go into the sprite as it is: its root's `width` and
 * `height` in plain numbers (the sprite stacks pictures by them), and nothing in it that would
 * reach outside its own part of the file. Null otherwise: that picture keeps its own file.
 */
export function nestable(svg: string) {
  const root = ROOT.exec(svg);
  if (!root) return null;
  const [, attributes = '', drawing = ''] = root;
  const width = attribute(attributes, 'width');
  const height = attribute(attributes, 'height');
  if (!width || !height || !NUMBER.test(width) || !NUMBER.test(height)) return null;
  if (NOT_NESTABLE.test(drawing) || /\sxlink:/.test(drawing)) return null;
  const viewBox = attribute(attributes, 'viewBox') ?? `0 0 ${width} ${height}`;
  const aspect = attribute(attributes, 'preserveAspectRatio');
  return { width: Number(width), height: Number(height), viewBox, aspect, drawing };
}

/**
 * Every `id` in a picture's drawing, and every reference to one (`url(#…)`, `href="#…"`), given
 * the picture's own prefix: the pictures of one file share its ids, and two gradients both
 * called `g` would otherwise paint each other's shapes.
 */
export function prefixIds(drawing: string, prefix: string): string {
  return drawing
    .replace(/(\sid=")([^"]+)"/g, `$1${prefix}$2"`)
    .replace(/url\(\s*#([^)\s]+)\s*\)/g, `url(#${prefix}$1)`)
    .replace(/(\shref="#)([^"]+)"/g, `$1${prefix}$2"`);
}

/**
 * The pictures, one above the other, in one SVG document as tall as all of them: a sheet, each
 * picture in a nested `<svg>` at its row. A card shows its row by drawing the whole sheet over
 * its frame's width and moving it into place (`object-position`, `rowPosition`). Every card then
 * draws the same image at the same size, which the browser builds and records once for them all;
 * a `<view>` for each picture instead made the browser lay the file out and record all of it again
 * for each card, on the main thread, in the frames after the first paint.
 * Pictures that cannot be nested as they are (`nestable`), not of the cards' shape, or not of the
 * first one's size are left out; `rows` names those kept, in their order in the sheet.
 */
export function stackPictures(pictures: readonly SpritePicture[]): {
  text: string;
  rows: string[];
} {
  let top = 0;
  let first: { width: number; height: number } | undefined;
  const rows: string[] = [];
  const parts: string[] = [];
  for (const { id, svg } of pictures) {
    const picture = nestable(svg);
    // A card's frame has the shape of 16 by 9 (post-card.module.css), and the sheet's rows are
    // found by that shape: a picture of another shape, or another size than the first, keeps its
    // own file.
    if (!picture || picture.width * 9 !== picture.height * 16) continue;
    if (first && (picture.width !== first.width || picture.height !== first.height)) continue;
    rows.push(id);
    const aspect = picture.aspect ? ` preserveAspectRatio="${picture.aspect}"` : '';
    parts.push(
      `<svg y="${top}" width="${picture.width}" height="${picture.height}" viewBox="${picture.viewBox}"${aspect}>${prefixIds(picture.drawing, `${id}-`)}</svg>`,
    );
    top += picture.height;
    first ??= picture;
  }
  const width = first?.width ?? 0;
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${top}" viewBox="0 0 ${width} ${top}">${parts.join('')}</svg>`;
  return { text, rows };
}

/**
 * Where row `index` of a sheet of `count` rows is, as an `object-position`: the sheet drawn to the
 * frame's width (`object-fit: cover`, the frame having one picture's shape) is `count` frames
 * tall, and a percentage lines up that point of the sheet with the same point of the frame, so
 * row i of n is at i / (n - 1). None for a sheet of one picture, which is its frame.
 */
export function rowPosition(index: number, count: number): string | undefined {
  if (count < 2) return undefined;
  const percent = Math.round((index / (count - 1)) * 100 * 10_000) / 10_000;
  return `50% ${percent}%`;
}

/** An article's id and the path of its picture under public/. */
export type CardSource = { id: number; image: string };

/** A card's picture: its file, and where in it the picture is when the file is the sheet. */
export type CardPicture = { image: string; imagePosition?: string };

export type CardSprite = {
  /** The file's text. */
  text: string;
  /** The file's address: its path, with a hash of its text so that a new build is a new file. */
  href: string;
  /** How many pictures it holds. */
  pictures: number;
  /** A card's picture: its row of the sheet, or its own file when it is not in it. */
  pictureOf: (card: CardSource) => CardPicture;
};

/**
 * The blog cards' pictures in one file. Every SVG picture is a document the browser builds on
 * the page's main thread, one for each file: a blog list of seven cards built seven, in the
 * tasks that hold back a visitor's first tap, and which card is first (the page's largest
 * paint) is only known once the list is shuffled in the browser. One file is one request, one
 * document, and an address known before the shuffle, which the page's response can ask for
 * (preload-headers.ts). The cards are read in id order, so that every caller builds the same file.
 */
export function cardSprite(
  cards: readonly CardSource[],
  publicDir = path.join(process.cwd(), 'public'),
): CardSprite {
  const idOf = (id: number) => `post-${id}`;
  const pictures = [...cards]
    .filter(({ image }) => image.endsWith('.svg'))
    .sort((a, b) => a.id - b.id)
    .map(({ id, image }) => ({
      id: idOf(id),
      // Read only at build time (the static pages, the file's static route, next.config's
      // headers): not a file for the server's bundle, which would otherwise trace the whole
      // project for the read.
      svg: readFileSync(
        /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ publicDir, image),
        'utf8',
      ),
    }));
  const { text, rows } = stackPictures(pictures);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  const href = `${CARD_SPRITE_PATH}?v=${hash}`;
  return {
    text,
    href,
    pictures: rows.length,
    pictureOf: ({ id, image }) => {
      const row = rows.indexOf(idOf(id));
      if (row === -1) return { image };
      const imagePosition = rowPosition(row, rows.length);
      return imagePosition ? { image: href, imagePosition } : { image: href };
    },
  };
}
