export const FALLBACK_MS: number;
export function scriptsAfterPaint(html: string): {
  html: string;
  moved: string[];
  flight: { src: string; json: string } | null;
};
export function loadScriptsAfterPaint(): void;
