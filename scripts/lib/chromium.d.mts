export function chromiumPath(): string;
export const QUIET_CHROMIUM_FLAGS: string[];
