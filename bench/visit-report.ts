/**
 * The report's sections on the phone visit: the visit's taps, navigation and bytes, each row of the
 * site followed by the SPA reference's where it was measured. Pure: bench/visit.test.ts
 * renders them from made-up results.
 */
import { KB, formatSpread, spreadOf, visitBudgets } from './budgets';
import { EVENT_TIMING_FLOOR_MS, LONG_TASK_FLOOR_MS } from './event-timing';
import {
  type Delivery,
  MOMENT_NAMES,
  type NavigationResult,
  navigationLimit,
  navigationMisses,
} from './navigation';
import { phoneProfile } from '../scripts/phone';
import { phoneProfileInWords } from './phone';
import {
  FORM_PATH,
  SAMPLE_PATHS,
  TAP_NAMES,
  TAP_SCHEDULE_MS,
  type VisitResult,
  bytesMisses,
  visitMisses,
} from './visit';

/** The Long Tasks API reports nothing shorter. */

const whole = (value: number) => String(Math.round(value));
const tapMs = (value: number) => (value === 0 ? `<${EVENT_TIMING_FLOOR_MS}` : whole(value));
const taskMs = (value: number) => (value === 0 ? `<${LONG_TASK_FLOOR_MS}` : whole(value));
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const tableRow = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** The page column: the route for the site, marked for the SPA reference. */
const pageCell = (path: string, site: VisitResult['site']) =>
  site === 'SPA' ? `SPA \`${path}\`` : `\`${path}\``;

/** The verdict column: the reference has none; the site's lists what it missed. */
function verdict(site: VisitResult['site'], missed: readonly string[]): string {
  if (site === 'SPA') return 'reference';
  return missed.length === 0 ? 'ok' : `**missed**: ${missed.join('; ')}`;
}

export function renderVisits(results: readonly VisitResult[]): string {
  const rows = results.map((result) =>
    tableRow([
      pageCell(result.path, result.site),
      formatSpread(result.firstTapAfterLoad, seconds),
      ...result.taps.map((tap) => formatSpread(tap, tapMs)),
      formatSpread(result.inp, tapMs),
      formatSpread(result.longestTask, taskMs),
      formatSpread(result.loadingTask, taskMs),
      verdict(result.site, visitMisses(result)),
    ]),
  );
  const [, second, third] = TAP_SCHEDULE_MS;
  return [
    '## The visit',
    '',
    `The phone (${phoneProfileInWords}), on every route; the SPA reference on ${SAMPLE_PATHS.map((path) => `\`${path}\``).join(', ')}. Taps: the menu button 1 s after \`load\` (the SPA: once its menu shows), then the drawer's first section ${second! / 1000} s and its second section ${third! / 1000} s after that first tap; on \`${FORM_PATH}\` the visit then closes the drawer (Escape), fills the form and sends it. Each tap's latency is the Event Timing API's, as INP counts it (input to the next frame painted after its handlers; "<${EVENT_TIMING_FLOOR_MS}": faster than the API reports). INP: the worst interaction of the visit, the send included. Longest task after load: the longest main-thread work in one task after \`load\` ended — a task that began later whole, the one running as load ended (the task that fired it) with what it ran after load ("<${LONG_TASK_FLOOR_MS}": none the Long Tasks API reports). While loading, for reference (its budget is Lighthouse's TBT): the longest task that began before \`load\` ended, whole.`,
    '',
    tableRow([
      'Page',
      '1st tap after load s',
      ...TAP_NAMES.map((name) => `${name[0]!.toUpperCase()}${name.slice(1)} ms`),
      'INP ms',
      'Longest task after load ms',
      'Longest task while loading ms',
      `Budgets (INP ≤ ${visitBudgets.inp.limit} ms, no task > ${visitBudgets.longestTask.limit} ms)`,
    ]),
    tableRow(Array(TAP_NAMES.length + 6).fill('---')),
    ...rows,
    '',
  ].join('\n');
}

/** How the runs' next pages arrived: `prefetch ×3`, or a mix such as `prefetch ×2, network ×1`. */
export function deliveries(runs: readonly { readonly delivery: Delivery }[]): string {
  const counts = new Map<Delivery, number>();
  for (const run of runs) counts.set(run.delivery, (counts.get(run.delivery) ?? 0) + 1);
  return [...counts].map(([delivery, count]) => `${delivery} ×${count}`).join(', ');
}

export function renderNavigations(results: readonly NavigationResult[]): string {
  const rows = results.map((result) => {
    const toStart = result.runs.flatMap((run) =>
      run.toNavigationStart === null ? [] : [run.toNavigationStart],
    );
    return tableRow([
      pageCell(result.from, result.site),
      result.visitors,
      MOMENT_NAMES[result.moment],
      `\`${result.runs[0]?.link ?? '—'}\``,
      formatSpread(result.ms, whole),
      toStart.length === 0 ? '—' : formatSpread(spreadOf(toStart), whole),
      deliveries(result.runs),
      result.site === 'SPA'
        ? verdict(result.site, [])
        : `${whole(navigationLimit(result).limit)} ms: ${verdict(result.site, navigationMisses(result))}`,
    ]);
  });
  return [
    '## Navigation',
    '',
    `The phone, a fresh context (its cache kept between the two pages). A link to another page of the site in \`main\` (the footer's where \`main\` has none) is tapped 1 s after \`load\` (the first on screen), or 8 s after \`load\` having scrolled to the last one at 1 s. Figure: from the tap to the first frame in which the next page's \`<h1>\` is on screen, across documents through their time origins. "Navigation start": from the tap to the new document's time origin ("—": client-side routing, one document). "Delivered": how the next page came — \`prefetch\` is a speculation-rules prefetch (\`deliveryType\` 'navigational-prefetch'), slowed to the phone's network by the bench's proxy. "Visitors": Chromium's get the speculation rules at work, budget ≤ ${visitBudgets.navigation.limit} ms; Gecko's and WebKit's have none (the bench's proxy refuses Chromium's prefetches and prerenders), and the page comes by the network when tapped: its budget is the physical floor — one round trip (${phoneProfile.latencyMs} ms) and the page's HTML at ${(phoneProfile.downloadBytesPerSecond * 8) / 1e6} Mbps — plus the same ${visitBudgets.navigation.limit} ms.`,
    '',
    tableRow([
      'From',
      'Visitors',
      'When',
      'Link',
      'Tap → next h1 ms',
      'Tap → navigation start ms',
      'Delivered',
      'Budget (≤)',
    ]),
    tableRow(Array(8).fill('---')),
    ...rows,
    '',
  ].join('\n');
}

export function renderBytes(results: readonly VisitResult[]): string {
  const rows = results.map((result) =>
    tableRow([
      pageCell(result.path, result.site),
      formatSpread(result.js.load, kb),
      formatSpread(result.js.taps, kb),
      result.path === FORM_PATH ? formatSpread(result.js.send, kb) : '—',
      formatSpread(result.js.total, kb),
      verdict(result.site, bytesMisses(result)),
    ]),
  );
  return [
    '## Bytes',
    '',
    `The JavaScript each visit above downloaded, in KB (1 KB = 1024 bytes), as the server sent it through the bench's proxy: status line, headers and brotli body, workers included, nothing taken from the browser's cache. A response counts in the phase its request arrived in: before the load event ended, during the taps, or from filling the form to its send.`,
    '',
    tableRow([
      'Page',
      'By load KB',
      'By the taps KB',
      'By the send KB',
      'Whole visit KB',
      `Budget (≤ ${visitBudgets.visitJs.limit / KB} KB)`,
    ]),
    tableRow(Array(6).fill('---')),
    ...rows,
    '',
  ].join('\n');
}
