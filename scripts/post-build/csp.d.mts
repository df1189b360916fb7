export const POLICY_META: RegExp;
export function pageScripts(html: string): { inline: string[]; files: string[] };
export function hashSource(text: string): string;
export function withPolicy(html: string, policyFor: (hashes: string[]) => string): string;
export function writePagePolicies(): void;
