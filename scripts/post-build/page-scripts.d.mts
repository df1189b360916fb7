export const POLICY_META: RegExp;
export function pageScripts(html: string): { inline: string[]; files: string[] };
export function hashSource(text: string): string;
