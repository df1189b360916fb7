export function buildInto(
  distDir: string,
  options?: { env?: Record<string, string>; args?: string[]; node?: string },
): string;
