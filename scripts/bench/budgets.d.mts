export const LCP_RATIO: number;
export const TBT_RATIO: number;
export const TBT_ALLOWANCE_MS: number;
export function tbtBudget(floorTbt: number): number;
export function checkBudgets(results: {
  routes: Record<string, Record<string, Record<string, number>>>;
  floor: Record<string, Record<string, number>>;
  api?: { ratio: number; p99: number; noLostRows: boolean };
  sizes?: { route: string; total: number }[];
}): string[];
