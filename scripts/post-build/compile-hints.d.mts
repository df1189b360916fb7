export const HINT: string;
export function startupChunks(html: string): string[];
export function withHint(source: string): string;
export function isVitalsLibrary(source: string): boolean;
