export function topLevelRules(css: string): string[];
export function deferLaterCss(html: string): {
  html: string;
  later: { href: string; css: string } | null;
};
export function selectorClasses(rule: string): string[];
export const LATER_BLOCK: string;
export const SHOW_LATER: string;
export function laterHref(html: string): string | undefined;
