export function splitRootTokens(
  rule: string,
  readers: string,
): { now: string | null; later: string | null } | null;
export function laterTokensInline(html: string, laterCss: string, budget: number): string;
