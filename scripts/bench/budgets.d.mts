type Figures = Record<string, number>;
type Summary = { errors: string[]; [key: string]: unknown };
export const LCP_RATIO: number;
export const INP_RATIO: number;
export const ANSWER_ALLOWANCE_MS: number;
export const TBT_PASSES: Record<string, string>;
export function checkBudgets(results: {
  routes?: Record<string, Record<string, Figures>>;
  floor?: Record<string, Figures>;
  phone?: {
    pages: Record<string, Record<string, Summary>>;
    floorPages: Record<string, Summary>;
    inp: Record<string, Record<string, Summary>>;
    floorInp: Record<string, Summary>;
    largest?: Record<string, Record<string, Summary>>;
    floorLargest?: Record<string, Summary>;
  };
  api?: { ratio: number; p99: number; noLostRows: boolean };
  sizes?: { route: string; total: number }[];
}): string[];
