/** Turns the bench's results into bench/report.md, bench/report.json and a one-screen summary. */
import {
  type BudgetCheck,
  KB,
  type RunFigures,
  type Summary,
  checkBudgets,
  formatValue,
} from './budgets';
import { type InteractionResult, renderInteractions } from './interactions';

export interface PageResult {
  /** The path requested (the not-found page is measured through NOT_FOUND_PROBE). */
  readonly path: string;
  readonly label: string;
  readonly runs: readonly RunFigures[];
  readonly summary: Summary;
  /** Compressed bytes of the JS the page loads once the visitor interacts (hydration). */
  readonly jsAtInteraction: number;
}

export interface BenchReport {
  readonly date: string;
  readonly runsPerPage: number;
  readonly lighthouse: string;
  readonly definitions: Record<string, string>;
  readonly pages: readonly (PageResult & { readonly budgets: readonly BudgetCheck[] })[];
  readonly references: readonly PageResult[];
  /** Home LCP divided by each reference's LCP (medians). */
  readonly lcpRatio: { readonly staticHtml: number; readonly spa: number };
  /** How soon each first tap answers on the phone profile (scripts/bench/interactions.ts). */
  readonly interactions: readonly InteractionResult[];
  /** Every missed budget, load and first tap alike. */
  readonly missed: readonly string[];
}

export const definitions = {
  jsBeforeInteraction:
    'Bytes comprimidos (transferidos, con cabeceras) de todos los scripts que la página pide durante la navegación de Lighthouse. Lighthouse nunca interactúa y termina la navegación cuando la página está inactiva (red y hilo principal en calma), es decir, como mínimo hasta el Time to Interactive: es el JS pedido antes de la interacción.',
  jsAtInteraction:
    'Bytes brotli del JS que la página carga cuando el visitante interactúa por primera vez (hidratación): el grafo de módulos de la ruta que nombra su HTML. Informativo, sin presupuesto.',
  median: 'Cada cifra es la mediana de las corridas; entre corchetes, el rango [mín–máx].',
} as const;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)}`;
const secs = (ms: number) => (ms / 1000).toFixed(2);

function spread(summary: Summary, figure: keyof RunFigures, format: (value: number) => string) {
  const { median, min, max } = summary;
  return min[figure] === max[figure]
    ? format(median[figure])
    : `${format(median[figure])} [${format(min[figure])}–${format(max[figure])}]`;
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
    kb(s.median.jsBeforeInteraction),
    kb(s.median.imageBytes),
    kb(s.median.fontBytes),
    String(s.median.requests),
    kb(page.jsAtInteraction),
    status,
  ].join(' | ');
}

const header =
  '| Página | Rend. | A11y/BP/SEO | FCP s | LCP s | TBT ms | CLS | SI s | HTML KB | CSS KB | JS antes de interacción KB | Imág. KB | Fuentes KB | Peticiones | JS al interactuar KB | Presupuestos |\n' +
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';

export function renderMarkdown(report: BenchReport): string {
  const pages = report.pages.map((page) => {
    const failed = page.budgets.filter((check) => !check.ok);
    const status =
      failed.length === 0
        ? 'cumple'
        : `**no cumple**: ${failed.map((check) => `${check.budget.label} ${formatValue(check.value, check.budget.unit)}`).join(', ')}`;
    return `| ${row(page, status)} |`;
  });
  const references = report.references.map((page) => `| ${row(page, '—')} |`);
  return `# Bench de rendimiento

Generado por \`npm run bench\` el ${report.date} con Lighthouse ${report.lighthouse} (móvil por defecto:
throttling simulado, Chromium de Debian), ${report.runsPerPage} corridas por página.
${definitions.median}

## Rutas

${header}
${pages.join('\n')}

## Referencias (misma corrida)

${header}
${references.join('\n')}

LCP de la página de inicio frente a las referencias: ×${report.lcpRatio.staticHtml.toFixed(2)} el HTML
estático sin JS (el piso) y ×${report.lcpRatio.spa.toFixed(2)} la SPA solo cliente.

${renderInteractions(report.interactions)}
## Presupuestos

Rendimiento ≥ 98; accesibilidad, buenas prácticas y SEO = 100 (la página no encontrada responde 404 y es
noindex a propósito, así que SEO no aplica); LCP ≤ 1,5 s; TBT ≤ 50 ms; CLS ≤ 0,02; JS antes de la
interacción ≤ 120 KB en la página de inicio y ≤ 100 KB en las demás (1 KB = 1024 bytes). Primer toque:
menús y cajón ≤ 100 ms; toda otra primera interacción ≤ 200 ms.

${report.missed.length === 0 ? 'Todas las páginas cumplen todos los presupuestos.' : `Incumplidos:\n\n${report.missed.map((line) => `- ${line}`).join('\n')}`}

## Definiciones

- **JS antes de la interacción**: ${definitions.jsBeforeInteraction}
- **JS al interactuar**: ${definitions.jsAtInteraction}
- **Bytes por tipo** (HTML, CSS, JS, imágenes, fuentes): transferidos y comprimidos, de la misma navegación.
- **Peticiones**: todas las de la navegación, hasta que la página queda inactiva.
`;
}

/** The one-screen summary printed at the end of a run. */
export function renderSummary(report: BenchReport): string {
  const lines = report.pages.map((page) => {
    const m = page.summary.median;
    const ok = page.budgets.every((check) => check.ok);
    return `${ok ? 'ok ' : 'NO '} ${page.label.padEnd(48)} perf ${String(m.performance).padStart(3)}  LCP ${secs(m.lcp)} s  TBT ${String(Math.round(m.tbt)).padStart(3)} ms  CLS ${m.cls.toFixed(3)}  JS ${kb(m.jsBeforeInteraction).padStart(5)} KB`;
  });
  const refs = report.references.map(
    (page) =>
      `ref ${page.label.padEnd(48)} perf ${String(page.summary.median.performance).padStart(3)}  LCP ${secs(page.summary.median.lcp)} s  JS ${kb(page.summary.median.jsBeforeInteraction).padStart(5)} KB`,
  );
  const taps = report.interactions.map(
    (result) =>
      `${result.budgetMs === null ? 'ref' : result.ok ? 'ok ' : 'NO '} ${`${result.site === 'SPA' ? 'SPA ' : ''}${result.path} · ${result.name}`.padEnd(60)} ${String(Math.round(result.median)).padStart(5)} ms`,
  );
  const verdict =
    report.missed.length === 0
      ? 'Todos los presupuestos se cumplen.'
      : `${report.missed.length} presupuesto(s) incumplido(s):\n${report.missed.map((line) => `  - ${line}`).join('\n')}`;
  return [...lines, ...refs, '', ...taps, '', verdict].join('\n');
}

export function withBudgets(page: PageResult) {
  return { ...page, budgets: checkBudgets(page.path, page.summary) };
}
