export const FALLBACK_MS: number;
export function loaderScript(): { name: string; code: string };
export function scriptsAfterPaint(html: string): {
  html: string;
  moved: string[];
  flight: { src: string; json: string } | null;
  loader: string | null;
};
export function loadScriptsAfterPaint(): void;
