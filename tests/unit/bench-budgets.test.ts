import { describe, expect, it } from 'vitest';
import { checkBudgets, tbtBudget } from '../../scripts/bench/budgets.mjs';

const figures = (over: Record<string, number> = {}) => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1000,
  tbt: 0,
  cls: 0,
  scriptBytes: 100 * 1024,
  totalBytes: 150 * 1024,
  ...over,
});
const floor = { mobile: figures({ lcp: 1000, tbt: 100 }), desktop: figures() };

describe('bench budgets', () => {
  it('allows TBT up to 1.5 times the floor, and never less than the floor plus 50 ms', () => {
    expect(tbtBudget(100)).toBe(150);
    expect(tbtBudget(0)).toBe(50);
    expect(tbtBudget(20)).toBe(70);
  });

  it('judges LCP and TBT against the floor of the same run, not absolute times', () => {
    const slowMachine = { mobile: figures({ lcp: 3000, tbt: 400 }), desktop: figures() };
    const routes = { '/': { mobile: figures({ lcp: 3500, tbt: 550 }) } };
    expect(checkBudgets({ routes, floor: slowMachine })).toEqual([]);
    const misses = checkBudgets({
      routes: { '/': { mobile: figures({ lcp: 1300, tbt: 160 }) } },
      floor,
    });
    expect(misses).toEqual([
      '/ LCP vs floor: 1300 ms (budget 1.2 x 1000 ms)',
      '/ TBT vs floor: 160 ms (budget 150 ms (floor 100 ms))',
    ]);
  });

  it('names each route whose first flight is over 14 KB, with its size', () => {
    const sizes = [
      { route: '/', total: 14 * 1024 },
      { route: '/blog/1', total: 15 * 1024 },
    ];
    expect(checkBudgets({ routes: {}, floor, sizes })).toEqual([
      '/blog/1 first flight: 15.0 KB (budget 14.0 KB)',
    ]);
  });
});
