/**
 * A QR code as SVG: one path of the dark modules, drawn on a white square with the standard
 * quiet zone. The same drawing is shown on the page and downloaded, so they cannot differ.
 */
export interface QrCode {
  /** Modules per side, quiet zone included. */
  size: number;
  /** The dark modules, as an SVG path in module units. */
  path: string;
}

export function qrSvg({ size, path }: QrCode, title: string): string {
  const escaped = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img"><title>${escaped}</title><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
