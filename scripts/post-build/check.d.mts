export function policyProblems(html: string): string[];
export function checkServedPages(): { files: string[]; problems: string[] };
