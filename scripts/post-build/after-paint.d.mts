export const FALLBACK_MS: number;
export type Shared = { chunks: string[]; bootstrap: unknown };
export function sharedParts(pages: string[]): Shared;
export function loaderScript(shared: Shared, parts: unknown[]): { name: string; code: string };
export function starterScript(): string;
export function scriptsAfterPaint(
  pages: string[],
  sizeOf?: ((src: string) => number) | null,
  isRuntime?: ((src: string) => boolean) | null,
): {
  pages: { html: string; moved: string[]; flight: { src: string; json: string } | null }[];
  loader: { src: string; code: string } | null;
};
export function withoutStyleHints(row: unknown[]): unknown[];
export function loadScriptsAfterPaint(): void;
export function earlyScript(scripts: string[], sizeOf: (src: string) => number): string | undefined;
export function preloadHints(loader: string, flight?: string | null): string;
export function firstPaintPreload(early?: string): string;
export function withoutPreloadHints(html: string): string;
export function fitPreloadHints(
  html: string,
  fits: (page: string) => boolean,
  sizeOf: (href: string) => number,
): string;
export function preloadHintCount(html: string): number;
export function isRuntimeChunk(text: string): boolean;
export function runtimeLast(chunks: string[], isRuntime: (src: string) => boolean): string[];
