export function structuredDataProblems(route: string, html: string): string[];
export function googleRulesProblems(html: string): Promise<string[]>;
export function checkStructuredData(
  origin: string,
  routes: string[],
): Promise<{ route: string; problems: string[] }[]>;
