export function withPolicy(html: string, policyFor: (hashes: string[]) => string): string;
export function writePagePolicies(): void;
