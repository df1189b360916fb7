// Drawing helpers for the profile PDF: palette, page geometry, wrapped text, headings, brand mark.
import { rgb } from 'pdf-lib';

export const hex = (h) => rgb(...[1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255));
export const C = {
  navy: hex('#0b1f3a'),
  navy2: hex('#132c50'),
  blue: hex('#1651d0'),
  soft: hex('#e7efff'),
  amber: hex('#f5a524'),
  ink: hex('#0e1a2b'),
  muted: hex('#3d4a5c'),
  light: hex('#b9c4d6'),
  white: rgb(1, 1, 1),
  line: hex('#dde3ec'),
};

export const W = 595.28;
export const H = 841.89;
export const M = 48;

/** Helpers bound to the document's fonts; footer lines carry the company's name, city and email. */
export function createKit({ regular, bold }, site) {
  function wrap(text, font, size, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return line ? [...lines, line] : lines;
  }
  /** Draws wrapped text from the top y downwards; returns the y below the last line. */
  function para(
    page,
    text,
    { x, y, width, size = 10, font = regular, color = C.muted, leading = 1.45 },
  ) {
    for (const line of wrap(text, font, size, width)) {
      page.drawText(line, { x, y: y - size, size, font, color });
      y -= size * leading;
    }
    return y;
  }
  const heading = (page, text, x, y) => {
    page.drawRectangle({ x, y: y - 15, width: 4, height: 16, color: C.amber });
    page.drawText(text, { x: x + 12, y: y - 14, size: 15, font: bold, color: C.ink });
    return y - 30;
  };
  // The brand mark: a summit with an amber peak (same shapes as public/icon.svg, 32-unit box).
  function mark(page, x, y, scale) {
    page.drawRectangle({
      x,
      y: y - 32 * scale,
      width: 32 * scale,
      height: 32 * scale,
      color: C.navy2,
    });
    page.drawSvgPath('M15 24.5L21.5 14.5L28 24.5Z', { x, y, scale, color: C.blue });
    page.drawSvgPath('M4 24.5L13.5 8L23 24.5Z', { x, y, scale, color: hex('#3b74f0') });
    page.drawSvgPath('M13.5 8L10.6 13L12.4 12.1L13.6 13.6L15 12.2L16.4 13Z', {
      x,
      y,
      scale,
      color: C.amber,
    });
    page.drawRectangle({
      x: x + 4 * scale,
      y: y - 26.5 * scale,
      width: 24 * scale,
      height: 2 * scale,
      color: C.amber,
    });
  }
  function footer(page, n) {
    page.drawLine({
      start: { x: M, y: 40 },
      end: { x: W - M, y: 40 },
      thickness: 0.5,
      color: C.line,
    });
    const left = `${site.name}  ·  ${site.label}  ·  ${site.email}`;
    page.drawText(left, { x: M, y: 26, size: 8, font: regular, color: C.muted });
    page.drawText(`${n} / 2`, { x: W - M - 20, y: 26, size: 8, font: regular, color: C.muted });
  }

  return { para, heading, mark, footer };
}
