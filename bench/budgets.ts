/**
 * The budgets the bench holds the site to, and the logic that judges its figures against them:
 * Lighthouse's load figures on every route (scores, LCP, TBT, CLS), the home page's LCP against
 * the script-free floor, and the phone visit's figures (INP, the longest task after load,
 * navigation, the JavaScript of a whole visit). Pure functions, no browser: the unit tests
 * (bench/budgets.test.ts) check them in milliseconds.
 */

/** One Lighthouse run of one page, reduced to the figures the report keeps. */
export interface RunFigures {
  /** Category scores, 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Milliseconds (simulated mobile). */
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly speedIndex: number;
  /** Unitless. */
  readonly cls: number;
  /** Compressed bytes transferred, by kind. */
  readonly htmlBytes: number;
  readonly cssBytes: number;
  /**
   * Compressed bytes of every script requested during the Lighthouse navigation, which never
   * interacts and ends once the page is idle. No budget: the visit's bytes (visit.ts) count every
   * script a visitor downloads, taps included.
   */
  readonly jsBytes: number;
  readonly imageBytes: number;
  readonly fontBytes: number;
  readonly otherBytes: number;
  /** Number of requests during the navigation (up to idle). */
  readonly requests: number;
}

export type FigureName = keyof RunFigures;

/** The median of each figure over several runs, and the range [min–max]. */
export interface Summary {
  readonly median: RunFigures;
  readonly min: RunFigures;
  readonly max: RunFigures;
  readonly runs: number;
}

/** A limit on one figure, judged on the median of its runs. */
export interface Limit {
  readonly label: string;
  /** `min`: the median must be at least the limit; `max`: at most. */
  readonly kind: 'min' | 'max';
  readonly limit: number;
  /** `ratio`: a multiple of another page's figure (×1.10). */
  readonly unit: 'score' | 'ms' | 'bytes' | 'ratio' | '';
}

/** A limit on one of Lighthouse's figures. */
export interface Budget extends Limit {
  readonly figure: FigureName;
}

export const KB = 1024;

/**
 * The path the bench requests to measure the not-found page. Lighthouse refuses to
 * measure a document answered with HTTP 404, so the bench serves the same build
 * through a plain static server that answers unknown paths with 404.html and 200.
 */
export const NOT_FOUND_PROBE = '/pagina-que-no-existe';

/**
 * The blocking time the site's scripts may add to what the page costs with none (Lighthouse's
 * "good" TBT, and the Long Tasks API's threshold): the bench's 100 ms task at load, slowed ×4 by
 * Lighthouse's phone, adds 350 ms and fails it.
 */
export const OUR_TBT_MS = 50;

/**
 * The load budgets every route must meet. The not-found page answers 404 and is noindex on
 * purpose, which Lighthouse's SEO category always marks down: it keeps every other budget.
 * JavaScript weight is budgeted over the whole visit (visitBudgets), not over Lighthouse's load.
 *
 * TBT is judged over `floorTbt`, the script-free reference's own (the home page with every script
 * removed, measured in the same run): what the phone spends parsing, styling and laying out the
 * page is blocking a visitor lives through with no script at all (66 ms measured on a quiet
 * machine), and no script of ours can take it away. Our scripts may add OUR_TBT_MS to it.
 */
export function budgetsFor(path: string, floorTbt = 0): readonly Budget[] {
  const all: Budget[] = [
    { figure: 'performance', label: 'Performance', kind: 'min', limit: 98, unit: 'score' },
    { figure: 'accessibility', label: 'Accessibility', kind: 'min', limit: 100, unit: 'score' },
    {
      figure: 'bestPractices',
      label: 'Best practices',
      kind: 'min',
      limit: 100,
      unit: 'score',
    },
    { figure: 'seo', label: 'SEO', kind: 'min', limit: 100, unit: 'score' },
    { figure: 'lcp', label: 'LCP', kind: 'max', limit: 1500, unit: 'ms' },
    { figure: 'tbt', label: 'TBT', kind: 'max', limit: floorTbt + OUR_TBT_MS, unit: 'ms' },
    { figure: 'cls', label: 'CLS', kind: 'max', limit: 0.02, unit: '' },
  ];
  return path === NOT_FOUND_PROBE ? all.filter((budget) => budget.figure !== 'seo') : all;
}

/**
 * The home page paints from its HTML, like the same page with every script removed: its LCP may
 * be at most this multiple of that floor's, measured in the same run (Lighthouse's simulated LCP
 * moves in steps of 0.05–0.15 s between runs, so a bare "equal" could not hold).
 */
export const homeLcpBudget: Limit = {
  label: 'Home LCP over the script-free page',
  kind: 'max',
  limit: 1.1,
  unit: 'ratio',
};

/**
 * The budgets of the phone visit (visit.ts, navigation.ts), every route alike: the worst tap
 * of the visit as INP counts it (web.dev's "good" is 200 ms; a menu must answer within 100), no
 * task on the main thread long enough to hold a tap back (the Long Tasks API's own 50 ms), a link
 * followed to the next page's heading within 250 ms (what a prefetched page allows), and the
 * JavaScript of a whole visit — load, three taps and a form's send — within 30 KB of brotli.
 */
export const visitBudgets = {
  inp: { label: 'INP', kind: 'max', limit: 100, unit: 'ms' },
  longestTask: { label: 'Longest task after load', kind: 'max', limit: 50, unit: 'ms' },
  navigation: { label: "Tap → next page's h1", kind: 'max', limit: 250, unit: 'ms' },
  visitJs: { label: 'JavaScript of the visit', kind: 'max', limit: 30 * KB, unit: 'bytes' },
} as const satisfies Record<string, Limit>;

/** Whether `value` (a median) meets `limit`. */
export function meets(limit: Limit, value: number): boolean {
  return limit.kind === 'min' ? value >= limit.limit : value <= limit.limit;
}

/** A missed limit in words: `LCP 1.72 s (budget ≤ 1.50 s)`. */
function describeMiss(limit: Limit, value: number): string {
  const sign = limit.kind === 'min' ? '≥' : '≤';
  return `${limit.label} ${formatValue(value, limit.unit)} (budget ${sign} ${formatValue(limit.limit, limit.unit)})`;
}

/** A missed limit as one line of the bench's verdict: `/x: LCP 1.72 s (budget ≤ 1.50 s)`. */
function missLine(where: string, limit: Limit, value: number): string {
  return `${where}: ${describeMiss(limit, value)}`;
}

/** `value` against `limit`: the miss in words, or nothing when it meets it. */
export function misses(limit: Limit, value: number): string[] {
  return meets(limit, value) ? [] : [describeMiss(limit, value)];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A figure over several runs: its median (what budgets judge) and its range. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** `median [min–max]` in `format`, or the median alone when every run gave the same. */
export function formatSpread(spread: Spread, format: (value: number) => string): string {
  return spread.min === spread.max
    ? format(spread.median)
    : `${format(spread.median)} [${format(spread.min)}–${format(spread.max)}]`;
}

const figureNames = (runs: readonly RunFigures[]) => Object.keys(runs[0]!) as FigureName[];

function byFigure(runs: readonly RunFigures[], reduce: (values: number[]) => number): RunFigures {
  return Object.fromEntries(
    figureNames(runs).map((name) => [name, reduce(runs.map((run) => run[name]))]),
  ) as unknown as RunFigures;
}

/** Medians and spread over the runs of one page. */
export function summarize(runs: readonly RunFigures[]): Summary {
  if (runs.length === 0) throw new Error('no runs to summarize');
  return {
    median: byFigure(runs, median),
    min: byFigure(runs, (values) => Math.min(...values)),
    max: byFigure(runs, (values) => Math.max(...values)),
    runs: runs.length,
  };
}

export interface BudgetCheck {
  readonly budget: Budget;
  readonly value: number;
  readonly ok: boolean;
}

/** Each budget of the route judged on the median of its runs (TBT over `floorTbt`). */
export function checkBudgets(path: string, summary: Summary, floorTbt = 0): BudgetCheck[] {
  return budgetsFor(path, floorTbt).map((budget) => {
    const value = summary.median[budget.figure];
    return { budget, value, ok: meets(budget, value) };
  });
}

/** The missed budgets of every page, as readable lines; empty when all pass. */
export function missedBudgets(
  pages: readonly { readonly path: string; readonly summary: Summary }[],
  floorTbt = 0,
): string[] {
  return pages.flatMap(({ path, summary }) =>
    checkBudgets(path, summary, floorTbt)
      .filter((check) => !check.ok)
      .map((check) => missLine(path, check.budget, check.value)),
  );
}

/**
 * The home page's LCP over the script-free floor's (medians of the same run), and the line when
 * it misses homeLcpBudget. NaN, and no verdict, when either page was left out (`--only`).
 */
export function homeLcpRatio(
  homeLcp: number | undefined,
  floorLcp: number | undefined,
): { readonly ratio: number; readonly missed: string[] } {
  if (homeLcp === undefined || floorLcp === undefined) return { ratio: Number.NaN, missed: [] };
  const ratio = homeLcp / floorLcp;
  return { ratio, missed: misses(homeLcpBudget, ratio).map((miss) => `/: ${miss}`) };
}

export function formatValue(value: number, unit: Budget['unit']): string {
  switch (unit) {
    case 'score':
      return String(Math.round(value));
    case 'ms':
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
    case 'bytes':
      return `${(value / KB).toFixed(1)} KB`;
    case 'ratio':
      return `×${value.toFixed(2)}`;
    default:
      return value.toFixed(3);
  }
}

/** The bench's exit code: non-zero when any budget is missed, so it can gate a release. */
export function exitCode(missed: readonly string[]): number {
  return missed.length === 0 ? 0 : 1;
}
