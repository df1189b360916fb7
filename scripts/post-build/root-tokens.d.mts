export function splitRootTokens(
  rule: string,
  readers: string,
): { now: string | null; later: string | null } | null;
