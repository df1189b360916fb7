import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../scripts/bench/budgets.mjs';

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
const floor = {
  mobile: figures({ lcp: 1000, tbt: 100 }),
  lowEnd: figures({ tbt: 300 }),
  desktop: figures(),
};

const loads = (over: Record<string, number> = {}) => ({
  loads: 5,
  errors: [] as string[],
  fcp: 1000,
  fullyWorking: 4000,
  answers: 1100,
  firstTapWorked: 5,
  answerLag: 60,
  ...over,
});
const interaction = (inp: number) => ({
  samples: 7,
  errors: [] as string[],
  inp,
  belowThreshold: 0,
});
const phone = (site: Record<string, ReturnType<typeof loads>>, over = {}) => ({
  pages: { site, stock: { '/': loads({ fullyWorking: 4200 }) } },
  floorPages: { page: loads({ fullyWorking: 1500 }), button: loads({ answerLag: 40 }) },
  inp: { site: { menu: interaction(48) } },
  floorInp: { bareButton: interaction(24) },
  ...over,
});

describe('bench budgets: Lighthouse', () => {
  it('judges LCP against the floor of the same run, not absolute times', () => {
    const slowMachine = { ...floor, mobile: figures({ lcp: 3000, tbt: 400 }) };
    const routes = { '/': { mobile: figures({ lcp: 3500, tbt: 400 }) } };
    expect(checkBudgets({ routes, floor: slowMachine })).toEqual([]);
    const misses = checkBudgets({ routes: { '/': { mobile: figures({ lcp: 1300 }) } }, floor });
    expect(misses).toEqual(['/ LCP vs floor: 1300 ms (budget 1.2 x 1000 ms)']);
  });

  it("allows TBT at each calibrated phone no higher than the floor's at the same phone", () => {
    const routes = {
      '/': { mobile: figures({ tbt: 100 }), lowEnd: { tbt: 300, cls: 0, lcp: 1000 } },
      '/faq': { mobile: figures({ tbt: 120 }), lowEnd: { tbt: 310, cls: 0, lcp: 1000 } },
    };
    expect(checkBudgets({ routes, floor })).toEqual([
      "/faq TBT at the mid-tier phone: 120 ms (budget the floor's 100 ms)",
      "/faq TBT at the low-end phone: 310 ms (budget the floor's 300 ms)",
    ]);
  });

  it('wants every score at 100 on the phone and desktop, and asks none of the low-end run', () => {
    const routes = {
      '/': {
        mobile: figures({ accessibility: 98 }),
        desktop: figures({ performance: 99 }),
        lowEnd: { performance: 70, tbt: 0, lcp: 1000, cls: 0 },
      },
    };
    expect(checkBudgets({ routes, floor })).toEqual([
      '/ mobile accessibility: 98 (budget 100)',
      '/ desktop performance: 99 (budget 100)',
    ]);
  });

  it('reports the TBT of the phones with their throttling applied without judging it', () => {
    const applied = { performance: 40, tbt: 900, lcp: 4000, cls: 0 };
    const routes = { '/': { mobile: figures(), mobileApplied: applied, lowEndApplied: applied } };
    const floorApplied = {
      ...floor,
      mobileApplied: applied,
      lowEndApplied: { ...applied, tbt: 10 },
    };
    expect(checkBudgets({ routes, floor: floorApplied })).toEqual([]);
  });

  it('names each route whose first flight is over 14 KB, with its size', () => {
    const sizes = [
      { route: '/', total: 14 * 1024 },
      { route: '/blog/1', total: 15 * 1024 },
    ];
    expect(checkBudgets({ sizes })).toEqual(['/blog/1 first flight: 15.0 KB (budget 14.0 KB)']);
  });
});

describe('bench budgets: on the phone', () => {
  it('passes a build that answers from the first paint, works before stock and responds fast', () => {
    expect(checkBudgets({ phone: phone({ '/': loads() }) })).toEqual([]);
  });

  it('misses "answers" when a first tap did not work in every load', () => {
    const misses = checkBudgets({
      phone: phone({ '/': loads({ firstTapWorked: 4, answers: 4490 }) }),
    });
    expect(misses).toEqual([
      '/ "answers": 4490 ms after a first paint at 1000 ms: the first tap worked in 4 of 5 loads, shown 60 ms after it (budget the first tap works in every load, shown within 140 ms (the bare button\'s 40 ms + 100))',
    ]);
  });

  it('misses "answers" when the tap worked but took more than one tap interval longer to show than the bare button', () => {
    expect(checkBudgets({ phone: phone({ '/': loads({ answerLag: 140 }) }) })).toEqual([]);
    expect(checkBudgets({ phone: phone({ '/': loads({ answerLag: 141 }) }) })).toHaveLength(1);
  });

  it('misses "fully working" later than the stock build of the same page', () => {
    expect(checkBudgets({ phone: phone({ '/': loads({ fullyWorking: 4201 }) }) })).toEqual([
      '/ "fully working": 4201 ms (budget the stock build\'s 4200 ms)',
    ]);
  });

  it("misses an INP over twice the bare button's", () => {
    const slow = phone({ '/': loads() }, { inp: { site: { menu: interaction(56) } } });
    expect(checkBudgets({ phone: slow })).toEqual([
      "INP menu: 56 ms (budget 2 x the bare button's 24 ms)",
    ]);
  });

  it("judges INP by the bare button's alone, but counts a floor page that failed", () => {
    const bareForm = { ...interaction(56), errors: ['no control named "Chat With Us"'] };
    const withForm = (form: ReturnType<typeof interaction>) =>
      phone(
        { '/': loads() },
        {
          inp: { site: { contactEmpty: interaction(48) } },
          floorInp: { bareButton: interaction(24), bareForm: form },
        },
      );
    expect(checkBudgets({ phone: withForm(interaction(56)) })).toEqual([]);
    expect(checkBudgets({ phone: withForm(bareForm) })).toEqual([
      'floor INP bareForm: pages that failed: 1 (no control named "Chat With Us") (budget 0)',
    ]);
  });

  it("reports the phone's largest paint without judging it, but counts a load that failed to report one", () => {
    const largest = (lcp: number, errors: string[] = []) => ({ loads: 5, errors, lcp });
    const measured = (site: number, errors: string[] = []) =>
      phone(
        { '/': loads() },
        {
          largest: { site: { '/faq': largest(site, errors) } },
          floorLargest: { page: largest(300) },
        },
      );
    expect(checkBudgets({ phone: measured(900) })).toEqual([]);
    expect(
      checkBudgets({
        phone: measured(480, ['http://127.0.0.1/faq reported no largest contentful paint']),
      }),
    ).toEqual([
      '/faq largest-paint loads that failed: 1 (http://127.0.0.1/faq reported no largest contentful paint) (budget 0)',
    ]);
  });

  it('counts a failed load or page as a miss, and a missing floor as one', () => {
    const failed = loads({ loads: 4 });
    failed.errors = ['"Open menu" on http://127.0.0.1/ did not answer 300 taps'];
    const misses = checkBudgets({
      phone: phone({ '/': failed }, { floorInp: {} }),
    });
    expect(misses).toEqual([
      '/ phone loads that failed: 1 ("Open menu" on http://127.0.0.1/ did not answer 300 taps) (budget 0)',
      "the bare button's INP: not measured (budget a figure to judge INP by)",
    ]);
  });
});
