/**
 * The load budgets every route must meet (scores, LCP, TBT, CLS, JS weight) and the
 * logic that judges a route against them. Pure functions, no Lighthouse: the unit
 * tests (test/unit/bench-budgets.test.ts) check them in milliseconds.
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
   * Compressed bytes of every script requested during the Lighthouse navigation.
   * Lighthouse never interacts and ends the navigation only once the page is
   * idle (network and main thread quiet), so this is the JS requested before
   * interaction — at least up to Time to Interactive.
   */
  readonly jsBeforeInteraction: number;
  readonly imageBytes: number;
  readonly fontBytes: number;
  readonly otherBytes: number;
  /** Number of requests during the navigation (up to idle). */
  readonly requests: number;
}

export type FigureName = keyof RunFigures;

/** The median of each figure over several runs, and the spread (max − min). */
export interface Summary {
  readonly median: RunFigures;
  readonly min: RunFigures;
  readonly max: RunFigures;
  readonly runs: number;
}

export interface Budget {
  readonly figure: FigureName;
  readonly label: string;
  /** `min`: the median must be at least the limit; `max`: at most. */
  readonly kind: 'min' | 'max';
  readonly limit: number;
  readonly unit: 'score' | 'ms' | 'bytes' | '';
}

export const KB = 1024;

/**
 * The path the bench requests to measure the not-found page. Lighthouse refuses to
 * measure a document answered with HTTP 404, so the bench serves the same build
 * through a plain static server that answers unknown paths with 404.html and 200.
 */
export const NOT_FOUND_PROBE = '/pagina-que-no-existe';

/**
 * The budgets every route must meet. The home page gets more JS. The
 * not-found page answers 404 and is noindex on purpose, which Lighthouse's SEO
 * category always marks down: it keeps every other budget.
 */
export function budgetsFor(path: string): readonly Budget[] {
  const jsLimit = path === '/' ? 120 * KB : 100 * KB;
  const all: Budget[] = [
    { figure: 'performance', label: 'Rendimiento', kind: 'min', limit: 98, unit: 'score' },
    { figure: 'accessibility', label: 'Accesibilidad', kind: 'min', limit: 100, unit: 'score' },
    {
      figure: 'bestPractices',
      label: 'Buenas prácticas',
      kind: 'min',
      limit: 100,
      unit: 'score',
    },
    { figure: 'seo', label: 'SEO', kind: 'min', limit: 100, unit: 'score' },
    { figure: 'lcp', label: 'LCP', kind: 'max', limit: 1500, unit: 'ms' },
    { figure: 'tbt', label: 'TBT', kind: 'max', limit: 50, unit: 'ms' },
    { figure: 'cls', label: 'CLS', kind: 'max', limit: 0.02, unit: '' },
    {
      figure: 'jsBeforeInteraction',
      label: 'JS antes de la interacción',
      kind: 'max',
      limit: jsLimit,
      unit: 'bytes',
    },
  ];
  return path === NOT_FOUND_PROBE ? all.filter((budget) => budget.figure !== 'seo') : all;
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

/** Each budget of the route judged on the median of its runs. */
export function checkBudgets(path: string, summary: Summary): BudgetCheck[] {
  return budgetsFor(path).map((budget) => {
    const value = summary.median[budget.figure];
    const ok = budget.kind === 'min' ? value >= budget.limit : value <= budget.limit;
    return { budget, value, ok };
  });
}

/** The missed budgets of every page, as readable lines; empty when all pass. */
export function missedBudgets(
  pages: readonly { readonly path: string; readonly summary: Summary }[],
): string[] {
  return pages.flatMap(({ path, summary }) =>
    checkBudgets(path, summary)
      .filter((check) => !check.ok)
      .map(
        (check) =>
          `${path}: ${check.budget.label} ${formatValue(check.value, check.budget.unit)} ` +
          `(presupuesto ${check.budget.kind === 'min' ? '≥' : '≤'} ${formatValue(check.budget.limit, check.budget.unit)})`,
      ),
  );
}

export function formatValue(value: number, unit: Budget['unit']): string {
  switch (unit) {
    case 'score':
      return String(Math.round(value));
    case 'ms':
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
    case 'bytes':
      return `${(value / KB).toFixed(1)} KB`;
    default:
      return value.toFixed(3);
  }
}

/** The bench's exit code: non-zero when any budget is missed, so it can gate a release. */
export function exitCode(missed: readonly string[]): number {
  return missed.length === 0 ? 0 : 1;
}
