// Imported by next.config.ts (through preload-headers.ts): relative imports only, nothing
// server-only.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the blog cards' pictures are served from, all in one file (app/images/blog/cards.svg). */
export const CARD_SPRITE_PATH = '/images/blog/cards.svg';

/** A picture for the sprite: the `<view>` id it is shown by, and its SVG document's text. */
export type SpritePicture = { view: string; svg: string };

const ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const NUMBER = /^\d+(?:\.\d+)?$/;
// What a picture must not hold to be nested in another document as it is: rules or scripts could
// reach the other pictures (a `<style>` applies to the whole file), an entity declaration or a
// CDATA section needs the document's own prologue, and a nested root would confuse the view.
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
 * The pictures, one above the other, in one SVG document: each in a nested `<svg>` at its place,
 * shown alone by the `<view>` of its id (`cards.svg#post-3`), as the hero's later slides are.
 * Pictures that cannot be nested as they are (`nestable`), or whose size is not the first one's,
 * are left out (`views` names those kept).
 */
export function stackPictures(pictures: readonly SpritePicture[]): {
  text: string;
  views: Set<string>;
} {
  let top = 0;
  let first: { width: number; height: number } | undefined;
  const included = new Set<string>();
  const viewTags: string[] = [];
  const parts: string[] = [];
  for (const { view, svg } of pictures) {
    const picture = nestable(svg);
    // A picture of another size would show its neighbours around it in the file's frame.
    if (!picture || (first && (picture.width !== first.width || picture.height !== first.height)))
      continue;
    included.add(view);
    const aspect = picture.aspect ? ` preserveAspectRatio="${picture.aspect}"` : '';
    viewTags.push(`<view id="${view}" viewBox="0 ${top} ${picture.width} ${picture.height}"/>`);
    parts.push(
      `<svg y="${top}" width="${picture.width}" height="${picture.height}" viewBox="${picture.viewBox}"${aspect}>${prefixIds(picture.drawing, `${view}-`)}</svg>`,
    );
    top += picture.height;
    first ??= picture;
  }
  // The file's own size and view are its first picture's: an image's natural size is its file's,
  // whichever view it shows, and every picture in it has that size.
  const { width, height } = first ?? { width: 0, height: 0 };
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${viewTags.join('')}${parts.join('')}</svg>`;
  return { text, views: included };
}

/** An article's id and the path of its picture under public/. */
export type CardSource = { id: number; image: string };

export type CardSprite = {
  /** The file's text. */
  text: string;
  /** The file's address: its path, with a hash of its text so that a new build is a new file. */
  href: string;
  /** How many pictures it holds. */
  pictures: number;
  /** A card's picture: its view in the file, or its own file when it is not in it. */
  pictureOf: (card: CardSource) => string;
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
  const viewOf = (id: number) => `post-${id}`;
  const pictures = [...cards]
    .filter(({ image }) => image.endsWith('.svg'))
    .sort((a, b) => a.id - b.id)
    .map(({ id, image }) => ({
      view: viewOf(id),
      // Read only at build time (the static pages, the file's static route, next.config's
      // headers): not a file for the server's bundle, which would otherwise trace the whole
      // project for the read.
      svg: readFileSync(
        /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ publicDir, image),
        'utf8',
      ),
    }));
  const { text, views } = stackPictures(pictures);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  const href = `${CARD_SPRITE_PATH}?v=${hash}`;
  return {
    text,
    href,
    pictures: views.size,
    pictureOf: ({ id, image }) => (views.has(viewOf(id)) ? `${href}#${viewOf(id)}` : image),
  };
}
