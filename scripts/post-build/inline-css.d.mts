export function absoluteUrls(css: string, href: string): string;
export function inlineStylesheets(
  html: string,
  readCss: (href: string) => string,
): { html: string; inlined: string[] };
export function fitFirstFlights(): void;
