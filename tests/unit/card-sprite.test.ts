import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/images/blog/cards.svg/route';
import { articles, cardPictures, toPost } from '@/lib/server/content/articles';
import {
  CARD_SPRITE_PATH,
  cardSprite,
  nestable,
  prefixIds,
  rowPosition,
  stackPictures,
} from '@/lib/server/content/card-sprite';
import { largestImageHeaders } from '@/lib/server/preload-headers';

const picture = (drawing: string, size = 'width="800" height="450"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 800 450">${drawing}</svg>`;
const GRADIENT =
  '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="800" height="450"/><use href="#g"/>';

describe("the blog cards' pictures in one file", () => {
  it('stacks the pictures in one sheet as tall as all of them, each in its row', () => {
    const { text, rows } = stackPictures([
      { id: 'post-1', svg: picture('<circle r="4"/>') },
      { id: 'post-2', svg: picture('<rect width="2" height="2"/>') },
    ]);
    expect(text).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="900" viewBox="0 0 800 900">' +
        '<svg y="0" width="800" height="450" viewBox="0 0 800 450"><circle r="4"/></svg>' +
        '<svg y="450" width="800" height="450" viewBox="0 0 800 450"><rect width="2" height="2"/></svg>' +
        '</svg>',
    );
    expect(rows).toEqual(['post-1', 'post-2']);
  });

  it("places each row in a card's frame: the first at the top, the last at the bottom", () => {
    expect(rowPosition(0, 7)).toBe('50% 0%');
    expect(rowPosition(1, 7)).toBe('50% 16.6667%');
    expect(rowPosition(3, 7)).toBe('50% 50%');
    expect(rowPosition(6, 7)).toBe('50% 100%');
    expect(rowPosition(1, 2)).toBe('50% 100%');
    // A sheet of one picture is that picture's frame.
    expect(rowPosition(0, 1)).toBeUndefined();
  });

  it("gives each picture's ids and the references to them the picture's own prefix", () => {
    expect(prefixIds(GRADIENT, 'post-3-')).toBe(
      '<defs><linearGradient id="post-3-g"><stop offset="0"/></linearGradient></defs>' +
        '<rect fill="url(#post-3-g)" width="800" height="450"/><use href="#post-3-g"/>',
    );
    // Two pictures with a gradient of the same name each keep their own.
    const { text } = stackPictures([
      { id: 'post-1', svg: picture(GRADIENT) },
      { id: 'post-2', svg: picture(GRADIENT) },
    ]);
    expect(text.match(/ id="post-\d-g"/g)).toEqual([' id="post-1-g"', ' id="post-2-g"']);
    expect(text).toContain('fill="url(#post-2-g)"');
  });

  it('leaves out a picture it cannot nest as it is, or of another size, which keeps its own file', () => {
    for (const svg of [
      picture('<style>rect{fill:red}</style><rect/>'),
      picture('<script>alert(1)</script>'),
      picture('<use xlink:href="#g"/>'),
      picture('<svg><rect/></svg>'),
      picture('<rect/>', 'width="100%" height="450"'),
      picture('<rect/>', 'viewBox="0 0 8 4"'),
      '<html><body>not a picture</body></html>',
    ])
      expect(nestable(svg), svg).toBeNull();
    const { rows } = stackPictures([
      { id: 'post-1', svg: picture('<rect/>') },
      { id: 'post-2', svg: picture('<style>rect{fill:red}</style><rect/>') },
      { id: 'post-3', svg: picture('<rect/>', 'width="600" height="600"') },
      { id: 'post-4', svg: picture('<rect/>', 'width="1600" height="900"') },
      { id: 'post-5', svg: picture('<rect/>') },
    ]);
    // Not nestable, not of a card's 16 by 9, not of the first picture's size.
    expect(rows).toEqual(['post-1', 'post-5']);
  });

  describe('from the files of a public folder', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'card-sprite-'));
    mkdirSync(join(publicDir, 'images'));
    writeFileSync(join(publicDir, 'images/a.svg'), picture('<circle r="1"/>'));
    writeFileSync(join(publicDir, 'images/b.svg'), picture('<style>*{}</style>'));
    writeFileSync(join(publicDir, 'images/c.png'), 'not read');
    writeFileSync(join(publicDir, 'images/d.svg'), picture('<rect r="1"/>'));
    afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
    const cards = [
      { id: 5, image: '/images/a.svg' },
      { id: 2, image: '/images/b.svg' },
      { id: 3, image: '/images/c.png' },
      { id: 7, image: '/images/d.svg' },
    ];

    it('points each card at its row of the sheet, or at its own file when it is not in it', () => {
      const sprite = cardSprite(cards, publicDir);
      expect(sprite.href).toMatch(new RegExp(`^${CARD_SPRITE_PATH}\\?v=[0-9a-f]{12}$`));
      // In id order: 5, then 7.
      expect(sprite.pictureOf(cards[0]!)).toEqual({ image: sprite.href, imagePosition: '50% 0%' });
      expect(sprite.pictureOf(cards[3]!)).toEqual({
        image: sprite.href,
        imagePosition: '50% 100%',
      });
      expect(sprite.pictureOf(cards[1]!)).toEqual({ image: '/images/b.svg' });
      expect(sprite.pictureOf(cards[2]!)).toEqual({ image: '/images/c.png' });
      expect(sprite.pictures).toBe(2);
      // One picture: the sheet is that picture, with nothing to move.
      const one = cardSprite(cards.slice(0, 3), publicDir);
      expect(one.pictureOf(cards[0]!)).toEqual({ image: one.href });
      expect(cardSprite(cards.slice(1, 3), publicDir).pictures).toBe(0);
    });

    it('is the same file whatever the order of the cards, and a new address when a picture changes', () => {
      const sprite = cardSprite(cards, publicDir);
      expect(cardSprite([...cards].reverse(), publicDir).href).toBe(sprite.href);
      writeFileSync(join(publicDir, 'images/a.svg'), picture('<circle r="2"/>'));
      expect(cardSprite(cards, publicDir).href).not.toBe(sprite.href);
    });
  });

  it("is served for the site's articles, which the cards and the blog list's response ask for", async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const { text, href } = cardPictures();
    expect(await response.text()).toBe(text);
    const ids = articles()
      .map((article) => article.data.id)
      .sort((a, b) => a - b);
    for (const article of articles()) {
      const row = ids.indexOf(article.data.id);
      expect(toPost(article)).toMatchObject({
        image: href,
        imagePosition: rowPosition(row, ids.length),
      });
      expect(text).toContain(`<svg y="${row * 450}" `);
    }
    const blogs = largestImageHeaders().find((rule) => rule.source === '/blogs');
    expect(blogs?.headers).toEqual([
      { key: 'Link', value: `<${href}>; rel=preload; as=image; fetchpriority=high` },
    ]);
  });
});
