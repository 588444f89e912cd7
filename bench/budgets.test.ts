import { describe, expect, it } from 'vitest';
import {
  KB,
  NOT_FOUND_PROBE,
  type RunFigures,
  budgetsFor,
  checkBudgets,
  exitCode,
  formatSpread,
  homeLcpRatio,
  median,
  missedBudgets,
  spreadOf,
  summarize,
  visitBudgets,
} from './budgets';
import { figuresFromLhr } from './figures';
import {
  type BenchReport,
  renderDurations,
  renderMarkdown,
  renderSummary,
  selectParts,
  withBudgets,
} from './report';

/** A run that meets every budget with a margin. */
const good: RunFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 600,
  lcp: 700,
  tbt: 0,
  speedIndex: 700,
  cls: 0,
  htmlBytes: 9 * KB,
  cssBytes: 0,
  jsBytes: 2 * KB,
  imageBytes: 1 * KB,
  fontBytes: 0,
  otherBytes: 0,
  requests: 3,
};

describe('median and spread', () => {
  it('takes the middle value of an odd count and the mean of the middle two otherwise', () => {
    expect(median([2060, 990, 1200])).toBe(1200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('gives any figure its median and range, and writes the range only when the runs differ', () => {
    expect(spreadOf([176, 96, 88])).toEqual({ median: 96, min: 88, max: 176 });
    const ms = (value: number) => String(Math.round(value));
    expect(formatSpread(spreadOf([176, 96, 88]), ms)).toBe('96 [88–176]');
    expect(formatSpread(spreadOf([40, 40, 40]), ms)).toBe('40');
  });

  it('summarizes every figure as median, min and max over the runs', () => {
    const summary = summarize([
      { ...good, lcp: 990 },
      { ...good, lcp: 2060 },
      { ...good, lcp: 1100 },
    ]);
    expect(summary.runs).toBe(3);
    expect(summary.median.lcp).toBe(1100);
    expect(summary.min.lcp).toBe(990);
    expect(summary.max.lcp).toBe(2060);
    expect(summary.median.performance).toBe(100);
  });
});

describe('budgets', () => {
  it("budgets no JavaScript in Lighthouse's load: the whole visit's 30 KB replaces it", () => {
    expect(budgetsFor('/').map((budget) => budget.figure)).not.toContain('jsBytes');
    expect(visitBudgets.visitJs.limit).toBe(30 * KB);
  });

  it('passes a page on its medians, even when one run is out of budget', () => {
    const summary = summarize([good, { ...good, lcp: 2060, performance: 91 }, good]);
    expect(checkBudgets('/servicios', summary).every((check) => check.ok)).toBe(true);
  });

  it('fails each missed budget at its exact boundary', () => {
    const at = (figures: Partial<RunFigures>, path = '/servicios') =>
      checkBudgets(path, summarize([{ ...good, ...figures }]))
        .filter((check) => !check.ok)
        .map((check) => check.budget.figure);
    expect(at({ performance: 98, lcp: 1500, tbt: 50, cls: 0.02, jsBytes: 400 * KB })).toEqual([]);
    expect(at({ performance: 97 })).toEqual(['performance']);
    expect(at({ seo: 92, accessibility: 99, bestPractices: 96 })).toEqual([
      'accessibility',
      'bestPractices',
      'seo',
    ]);
    expect(at({ lcp: 1501 })).toEqual(['lcp']);
    expect(at({ tbt: 51 })).toEqual(['tbt']);
    expect(at({ cls: 0.021 })).toEqual(['cls']);
  });

  describe("TBT, over the script-free page's own", () => {
    /** A quiet run: the script-free reference blocks 66 ms on its own, the site's pages a little more. */
    const floorTbt = 66;
    const pages = [
      { path: '/', summary: summarize([{ ...good, tbt: 88 }, { ...good, tbt: 96 }, good]) },
      { path: '/servicios', summary: summarize([{ ...good, tbt: 70 }]) },
    ];
    /** A task of `ms` at load on the bench's machine, as Lighthouse's phone (CPU ×4) counts it. */
    const withTaskAtLoad = (figures: RunFigures, ms: number): RunFigures => ({
      ...figures,
      tbt: figures.tbt + ms * 4 - 50,
    });

    it('passes a quiet run, whose pages block no more than 50 ms beyond the floor', () => {
      expect(missedBudgets(pages, floorTbt)).toEqual([]);
      // Against an absolute 50 ms, the page with no script at all would fail.
      expect(missedBudgets(pages)).toHaveLength(2);
    });

    it('fails a page with a 100 ms task added at load', () => {
      const slowed = summarize([withTaskAtLoad({ ...good, tbt: 88 }, 100)]);
      expect(missedBudgets([...pages, { path: '/aws', summary: slowed }], floorTbt)).toEqual([
        '/aws: TBT 438 ms (budget ≤ 116 ms)',
      ]);
    });
  });

  it('does not hold the noindex 404 page to SEO 100, but to everything else', () => {
    const summary = summarize([{ ...good, seo: 63, tbt: 80 }]);
    expect(
      checkBudgets(NOT_FOUND_PROBE, summary)
        .filter((check) => !check.ok)
        .map((check) => check.budget.figure),
    ).toEqual(['tbt']);
  });

  it('lists missed budgets readably and exits non-zero only then', () => {
    const missed = missedBudgets([
      { path: '/', summary: summarize([good]) },
      {
        path: '/aws/ofertas',
        summary: summarize([{ ...good, lcp: 1720, performance: 97 }]),
      },
    ]);
    expect(missed).toEqual([
      '/aws/ofertas: Performance 97 (budget ≥ 98)',
      '/aws/ofertas: LCP 1.72 s (budget ≤ 1.50 s)',
    ]);
    expect(exitCode(missed)).toBe(1);
    expect(exitCode([])).toBe(0);
  });

  it("holds the home page's LCP to ×1.10 the script-free page's, at the boundary", () => {
    expect(homeLcpRatio(880, 800)).toEqual({ ratio: 1.1, missed: [] });
    expect(homeLcpRatio(1064, 800)).toEqual({
      ratio: 1.33,
      missed: ['/: Home LCP over the script-free page ×1.33 (budget ≤ ×1.10)'],
    });
    // `--only` without the home page: no ratio, no verdict.
    expect(homeLcpRatio(undefined, 800).missed).toEqual([]);
    expect(homeLcpRatio(880, undefined).ratio).toBeNaN();
  });
});

describe('figures from a Lighthouse result', () => {
  const lhr = {
    categories: {
      performance: { score: 0.99 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 0.92 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 612 },
      'largest-contentful-paint': { numericValue: 745 },
      'total-blocking-time': { numericValue: 12 },
      'speed-index': { numericValue: 800 },
      'cumulative-layout-shift': { numericValue: 0.001 },
      'network-requests': {
        details: {
          items: [
            { url: 'http://x/', resourceType: 'Document', transferSize: 9000 },
            { url: 'http://x/a.js', resourceType: 'Script', transferSize: 30000 },
            { url: 'http://x/b.js', resourceType: 'Script', transferSize: 1000 },
            { url: 'http://x/s.css', resourceType: 'Stylesheet', transferSize: 500 },
            { url: 'http://x/i.svg', resourceType: 'Image', transferSize: 700 },
            { url: 'http://x/f.woff2', resourceType: 'Font', transferSize: 20000 },
            { url: 'http://x/robots.txt', resourceType: 'Other', transferSize: 80 },
          ],
        },
      },
    },
  };

  it('reads scores as 0–100, the metrics, and the bytes split by kind', () => {
    expect(figuresFromLhr(lhr)).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      fcp: 612,
      lcp: 745,
      tbt: 12,
      speedIndex: 800,
      cls: 0.001,
      htmlBytes: 9000,
      cssBytes: 500,
      jsBytes: 31000,
      imageBytes: 700,
      fontBytes: 20000,
      otherBytes: 80,
      requests: 7,
    });
  });

  it('refuses a run Lighthouse could not measure', () => {
    expect(() =>
      figuresFromLhr({ ...lhr, runtimeError: { code: 'NO_FCP', message: 'no paint' } }),
    ).toThrow(/NO_FCP/);
    expect(() =>
      figuresFromLhr({ ...lhr, categories: { ...lhr.categories, seo: { score: null } } }),
    ).toThrow(/seo/);
  });
});

describe('report', () => {
  const page = (path: string, figures: RunFigures) =>
    withBudgets({ path, label: path, runs: [figures], summary: summarize([figures]) });

  const report = (overrides: Partial<BenchReport> = {}): BenchReport => {
    const pages = [page('/', good), page('/servicios', { ...good, tbt: 120 })];
    return {
      date: '2026-11-23T10:00:00.000Z',
      runsPerPage: 3,
      lighthouse: '13.0.0',
      durations: { lighthouse: 1170, interactions: 366 },
      definitions: {},
      pages,
      references: [],
      lcpRatio: { staticHtml: 1.1, spa: 0.4 },
      interactions: [],
      visits: [],
      navigations: [],
      missed: missedBudgets(pages),
      ...overrides,
    };
  };

  it('marks each route ok / missed, in English, and names the missed figure', () => {
    const markdown = renderMarkdown(report());
    expect(markdown).toContain('# Performance bench');
    expect(markdown).toContain('| `/` | 100 |');
    expect(markdown).toContain('**missed**: TBT 120 ms');
    expect(markdown).toContain('×1.10 the script-free');
    expect(markdown).toContain('- /servicios: TBT 120 ms (budget ≤ 50 ms)');
    expect(markdown).toContain('INP ≤ 100 ms; Longest task after load ≤ 50 ms');
    expect(markdown).toContain('JavaScript of the visit ≤ 30.0 KB');
    const summary = renderSummary(report());
    expect(summary).toMatch(/^ok {2}\/ /m);
    expect(summary).toMatch(/^NO {2}\/servicios/m);
    expect(summary).toContain('1 budget(s) missed');
  });

  it('says how long each part took, and shows only the sections of the parts that ran', () => {
    expect(renderDurations({ lighthouse: 1170, interactions: 366 })).toBe(
      'Time taken on this machine: Lighthouse 19.5 min · first taps 6.1 min (25.6 min in all).',
    );
    const markdown = renderMarkdown(report());
    expect(markdown).toContain('## First taps');
    expect(markdown).not.toContain('## The visit');
    expect(markdown).not.toContain('## Navigation');
    expect(renderMarkdown(report({ durations: { visit: 500 } }))).toContain('## Bytes');
  });
});

describe('which parts run', () => {
  it('runs every part and writes the report by default, and leaves out skipped parts', () => {
    expect(selectParts({ only: [], skip: [] })).toEqual({
      run: ['lighthouse', 'interactions', 'visit', 'navigation'],
      report: true,
    });
    expect(selectParts({ only: [], skip: ['lighthouse', 'visit'] })).toEqual({
      run: ['interactions', 'navigation'],
      report: true,
    });
  });

  it('runs only the parts named by --only-<part>, and then writes no report', () => {
    expect(selectParts({ only: ['navigation', 'visit'], skip: [] })).toEqual({
      run: ['visit', 'navigation'],
      report: false,
    });
  });
});
