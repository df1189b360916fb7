export const WRITTEN_FOR: string;
export function assertNextVersion(version?: string): void;
