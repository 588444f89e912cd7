/** Turns the bench's results into bench/reports/report.md, bench/reports/report.json and a one-screen summary. */
import {
  type BudgetCheck,
  KB,
  type Limit,
  type RunFigures,
  type Summary,
  budgetsFor,
  checkBudgets,
  formatSpread,
  formatValue,
  homeLcpBudget,
  visitBudgets,
} from './budgets';
import { type InteractionResult, MENU_MS, OTHER_MS, renderInteractions } from './interactions';
import type { NavigationResult } from './navigation';
import { renderBytes, renderNavigations, renderVisits } from './visit-report';
import type { VisitResult } from './visit';

export interface PageResult {
  /** The path requested (the not-found page is measured through NOT_FOUND_PROBE). */
  readonly path: string;
  readonly label: string;
  readonly runs: readonly RunFigures[];
  readonly summary: Summary;
}

/** The bench's parts, in the order they run; each can be skipped or run alone. */
export const parts = ['lighthouse', 'interactions', 'visit', 'navigation'] as const;
export type Part = (typeof parts)[number];

const partNames: Record<Part, string> = {
  lighthouse: 'Lighthouse',
  interactions: 'first taps',
  visit: 'visit and bytes',
  navigation: 'navigation',
};

/**
 * Which parts a run measures, from its `--only-<part>` and `--skip-<part>` flags, and whether it
 * writes the report: a run of chosen parts only prints them, so a quick look never overwrites the
 * last full report.
 */
export function selectParts(flags: {
  readonly only: readonly Part[];
  readonly skip: readonly Part[];
}): { readonly run: readonly Part[]; readonly report: boolean } {
  return {
    run: parts.filter(
      (part) =>
        (flags.only.length === 0 || flags.only.includes(part)) && !flags.skip.includes(part),
    ),
    report: flags.only.length === 0,
  };
}

export interface BenchReport {
  readonly date: string;
  readonly runsPerPage: number;
  readonly lighthouse: string;
  /** Seconds each part took on the machine that ran it. */
  readonly durations: Partial<Record<Part, number>>;
  readonly definitions: Record<string, string>;
  readonly pages: readonly (PageResult & { readonly budgets: readonly BudgetCheck[] })[];
  readonly references: readonly PageResult[];
  /** Home LCP divided by each reference's LCP (medians). */
  readonly lcpRatio: { readonly staticHtml: number; readonly spa: number };
  /** How soon each first tap answers on the phone profile (bench/interactions.ts). */
  readonly interactions: readonly InteractionResult[];
  /** The phone visit, with its bytes (bench/visit.ts). */
  readonly visits: readonly VisitResult[];
  /** Tap on a link → the next page's heading (bench/navigation.ts). */
  readonly navigations: readonly NavigationResult[];
  /** Every missed budget, of every part. */
  readonly missed: readonly string[];
}

export const definitions = {
  jsBytes:
    "Compressed bytes (transferred, headers included) of every script the page requested during Lighthouse's navigation, which never interacts and ends once the page is idle. No budget: the JavaScript of a whole visit, taps and a form's send included, is budgeted in the visit's bytes.",
  median: 'Each figure is the median of its runs; in brackets, the range [min–max].',
} as const;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)}`;
const secs = (ms: number) => (ms / 1000).toFixed(2);

/** One figure of a Lighthouse summary: `median [min–max]`. */
function spread(summary: Summary, figure: keyof RunFigures, format: (value: number) => string) {
  return formatSpread(
    { median: summary.median[figure], min: summary.min[figure], max: summary.max[figure] },
    format,
  );
}

function row(page: PageResult, status: string): string {
  const s = page.summary;
  const score = (value: number) => String(Math.round(value));
  return [
    `\`${page.label}\``,
    spread(s, 'performance', score),
    `${score(s.median.accessibility)}/${score(s.median.bestPractices)}/${score(s.median.seo)}`,
    spread(s, 'fcp', secs),
    spread(s, 'lcp', secs),
    spread(s, 'tbt', (value) => String(Math.round(value))),
    spread(s, 'cls', (value) => value.toFixed(3)),
    spread(s, 'speedIndex', secs),
    kb(s.median.htmlBytes),
    kb(s.median.cssBytes),
    kb(s.median.jsBytes),
    kb(s.median.imageBytes),
    kb(s.median.fontBytes),
    String(s.median.requests),
    status,
  ].join(' | ');
}

const header =
  "| Page | Perf. | A11y/BP/SEO | FCP s | LCP s | TBT ms | CLS | SI s | HTML KB | CSS KB | JS in Lighthouse's load KB | Images KB | Fonts KB | Requests | Budgets |\n" +
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';

/** `Lighthouse 19.5 min · first taps 6.1 min · …`: what each part cost this run. */
export function renderDurations(durations: BenchReport['durations']): string {
  const taken = Object.entries(durations) as [Part, number][];
  if (taken.length === 0) return '';
  const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
  const total = taken.reduce((sum, [, seconds]) => sum + seconds, 0);
  return `Time taken on this machine: ${taken.map(([part, seconds]) => `${partNames[part]} ${minutes(seconds)}`).join(' · ')} (${minutes(total)} in all).`;
}

function renderLighthouse(report: BenchReport): string {
  if (report.pages.length === 0 && report.references.length === 0) return '';
  const pages = report.pages.map((page) => {
    const failed = page.budgets.filter((check) => !check.ok);
    const status =
      failed.length === 0
        ? 'ok'
        : `**missed**: ${failed.map((check) => `${check.budget.label} ${formatValue(check.value, check.budget.unit)}`).join(', ')}`;
    return `| ${row(page, status)} |`;
  });
  const references = report.references.map((page) => `| ${row(page, '—')} |`);
  return `## Routes (Lighthouse)

${header}
${pages.join('\n')}

## References (same run)

${header}
${references.join('\n')}

Home page LCP against the references: ×${report.lcpRatio.staticHtml.toFixed(2)} the script-free
static HTML (the floor; budget ≤ ×${homeLcpBudget.limit.toFixed(2)}) and ×${report.lcpRatio.spa.toFixed(2)} the client-only SPA.
`;
}

const limitText = (limit: Limit) =>
  `${limit.label} ${limit.kind === 'min' ? '≥' : '≤'} ${formatValue(limit.limit, limit.unit)}`;

/** The budgets in words, from the very limits the verdict uses. */
function renderBudgets(): string {
  return [
    `- Lighthouse, every route: ${budgetsFor('/').map(limitText).join('; ')} over the script-free page's own TBT, measured in the same run (the not-found page answers 404 and is noindex on purpose: SEO does not apply to it).`,
    `- ${limitText(homeLcpBudget)}, in the same run.`,
    `- First taps: menus and the drawer ≤ ${MENU_MS} ms; every other first tap ≤ ${OTHER_MS} ms.`,
    `- The visit, every route: ${limitText(visitBudgets.inp)}; ${limitText(visitBudgets.longestTask)}; every tap answered; the contact form's send accepted.`,
    `- Navigation: ${limitText(visitBudgets.navigation)} with the speculation rules (Chromium); by the network alone (Gecko, WebKit): one round trip and the page's HTML at the phone's bandwidth, plus ${visitBudgets.navigation.limit} ms.`,
    `- Bytes, every route: ${limitText(visitBudgets.visitJs)} (1 KB = 1024 bytes).`,
    '- Budgets are judged on medians; the SPA reference has none.',
  ].join('\n');
}

/** The figures' sections, each only when its part ran: a partial run says so by what it leaves out. */
export function renderSections(report: BenchReport): string {
  const ran = (part: Part) => report.durations[part] !== undefined;
  return [
    ran('lighthouse') ? renderLighthouse(report) : '',
    ran('interactions') ? renderInteractions(report.interactions) : '',
    ran('visit') ? renderVisits(report.visits) : '',
    ran('navigation') ? renderNavigations(report.navigations) : '',
    ran('visit') ? renderBytes(report.visits) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function renderMarkdown(report: BenchReport): string {
  return `# Performance bench

Generated by \`npm run bench\` on ${report.date} with Lighthouse ${report.lighthouse} (default mobile
settings: simulated throttling, Debian's Chromium), ${report.runsPerPage} runs per page; the browser parts
on Debian's Chromium through Playwright, throttled as a phone. ${definitions.median}
${renderDurations(report.durations)}

${renderSections(report)}
## Budgets

${renderBudgets()}

${report.missed.length === 0 ? 'Every budget is met.' : `Missed:\n\n${report.missed.map((line) => `- ${line}`).join('\n')}`}

## Definitions

- **JS in Lighthouse's load**: ${definitions.jsBytes}
- **Bytes by type** (HTML, CSS, JS, images, fonts): transferred and compressed, from the same navigation.
- **Requests**: every request of the navigation, until the page is idle.
`;
}

/** The one-screen summary printed at the end of a run. */
export function renderSummary(report: BenchReport): string {
  const lines = report.pages.map((page) => {
    const m = page.summary.median;
    const ok = page.budgets.every((check) => check.ok);
    return `${ok ? 'ok ' : 'NO '} ${page.label.padEnd(48)} perf ${String(m.performance).padStart(3)}  LCP ${secs(m.lcp)} s  TBT ${String(Math.round(m.tbt)).padStart(3)} ms  CLS ${m.cls.toFixed(3)}  JS ${kb(m.jsBytes).padStart(5)} KB`;
  });
  const refs = report.references.map(
    (page) =>
      `ref ${page.label.padEnd(48)} perf ${String(page.summary.median.performance).padStart(3)}  LCP ${secs(page.summary.median.lcp)} s  JS ${kb(page.summary.median.jsBytes).padStart(5)} KB`,
  );
  const taps = report.interactions.map(
    (result) =>
      `${result.budgetMs === null ? 'ref' : result.ok ? 'ok ' : 'NO '} ${`${result.site === 'SPA' ? 'SPA ' : ''}${result.path} · ${result.name}`.padEnd(60)} ${String(Math.round(result.median)).padStart(5)} ms`,
  );
  const visits = report.visits.map(
    (result) =>
      `${result.site === 'SPA' ? 'ref' : '   '} visit ${`${result.site === 'SPA' ? 'SPA ' : ''}${result.path}`.padEnd(54)} INP ${String(Math.round(result.inp.median)).padStart(5)} ms  task ${String(Math.round(result.longestTask.median)).padStart(4)} ms  JS ${kb(result.js.total.median).padStart(6)} KB`,
  );
  const navigations = report.navigations.map(
    (result) =>
      `${result.site === 'SPA' ? 'ref' : '   '} ${`${result.site === 'SPA' ? 'SPA ' : ''}${result.from} → ${result.runs[0]?.link ?? '?'} (${result.moment}, ${result.visitors})`.padEnd(82)} ${String(Math.round(result.ms.median)).padStart(5)} ms`,
  );
  const verdict =
    report.missed.length === 0
      ? 'Every budget is met.'
      : `${report.missed.length} budget(s) missed:\n${report.missed.map((line) => `  - ${line}`).join('\n')}`;
  return [...lines, ...refs, '', ...taps, '', ...visits, '', ...navigations, '', verdict].join(
    '\n',
  );
}

/** The page with its budgets judged, TBT over the script-free floor's (`floorTbt`). */
export function withBudgets(page: PageResult, floorTbt = 0) {
  return { ...page, budgets: checkBudgets(page.path, page.summary, floorTbt) };
}
