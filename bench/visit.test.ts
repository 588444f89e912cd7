import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { listenLocal } from '../scripts/serve';
import { KB, spreadOf } from './budgets';
import {
  type EventEntry,
  answered,
  groupInteractions,
  interactionToNextPaint,
  longestTaskAfter,
  longestTaskWhileLoading,
  tapLatencies,
} from './event-timing';
import {
  type NavigationRecord,
  type NavigationResult,
  type NavigationRun,
  chooseLink,
  figuresOfNavigation,
  missedNavigations,
  networkNavigationLimit,
  type Visitors,
} from './navigation';
import { isJavaScript, scriptBytes } from './network-log';
import { deliveryMs, isPagePrefetch, startSiteProxy } from './site-proxy';
import { type VisitRun, figuresOfVisit, missedVisits, summarizeVisit } from './visit';
import { deliveries, renderBytes, renderNavigations, renderVisits } from './visit-report';

/** The entries one tap leaves (Chromium 156, a synthetic tap): a shared interactionId on three of them. */
const tap = (interactionId: number, at: number, duration: number): EventEntry[] => [
  { name: 'pointerover', interactionId: 0, startTime: at, duration },
  { name: 'pointerdown', interactionId, startTime: at, duration },
  { name: 'touchstart', interactionId: 0, startTime: at, duration },
  { name: 'pointerup', interactionId, startTime: at + 0.2, duration },
  { name: 'click', interactionId, startTime: at + 0.2, duration },
];

describe('Event Timing, grouped as INP groups it', () => {
  it('makes one interaction of the entries that share an interactionId, at its longest duration', () => {
    const entries = [
      ...tap(3569, 8073.5, 608),
      ...tap(3555, 4139.7, 176),
      { name: 'click', interactionId: 3555, startTime: 4139.9, duration: 184 },
    ];
    expect(groupInteractions(entries)).toEqual([
      { interactionId: 3555, startTime: 4139.7, latency: 184 },
      { interactionId: 3569, startTime: 8073.5, latency: 608 },
    ]);
  });

  it("takes the page's INP as its worst interaction, 0 when none reached the API's floor", () => {
    const interactions = groupInteractions([
      ...tap(1, 100, 48),
      ...tap(2, 900, 328),
      ...tap(3, 1700, 88),
    ]);
    expect(interactionToNextPaint(interactions)).toBe(328);
    expect(interactionToNextPaint([])).toBe(0);
  });

  it('gives each tap the interaction that began with it, and 0 to a tap that left no entry', () => {
    const interactions = groupInteractions([
      ...tap(1, 1000, 152),
      // The second tap's pointerdown stayed under 16 ms; its click did not.
      { name: 'click', interactionId: 2, startTime: 1800.3, duration: 24 },
      // A key press after the third tap is no tap's.
      { name: 'keydown', interactionId: 4, startTime: 3100, duration: 200 },
    ]);
    expect(tapLatencies(interactions, [1000, 1800, 2600])).toEqual([152, 24, 0]);
    expect(interactionToNextPaint(interactions)).toBe(200);
  });

  it('keeps the longest work after load: a later task whole, the one load ended in by its rest', () => {
    const tasks = [
      { startTime: 1700, duration: 300 }, // over before load ended
      { startTime: 1900, duration: 180 }, // fired load: 80 ms of it came after
      { startTime: 4206, duration: 82 },
      { startTime: 7358, duration: 283 },
    ];
    expect(longestTaskAfter(tasks, 2000)).toBe(283);
    expect(longestTaskAfter(tasks.slice(0, 3), 2000)).toBe(82);
    expect(longestTaskAfter(tasks.slice(0, 2), 2000)).toBe(80);
    // 30 ms after load is no long task: the API's floor is 50 ms.
    expect(longestTaskAfter([{ startTime: 1900, duration: 130 }], 2000)).toBe(0);
    expect(longestTaskAfter([], 2000)).toBe(0);
  });

  it('keeps the longest task that began while the page loaded, whole', () => {
    const tasks = [
      { startTime: 1700, duration: 120 },
      { startTime: 1900, duration: 180 }, // fired load
      { startTime: 4206, duration: 282 }, // after load: not the load's
    ];
    expect(longestTaskWhileLoading(tasks, 2000)).toBe(180);
    expect(longestTaskWhileLoading(tasks.slice(2), 2000)).toBe(0);
  });

  it("reads each tap's answer from the toggles, in order", () => {
    const expected = ['menu-movil', 'Nosotros', 'Servicios'];
    const open = (target: string) => ({ target, newState: 'open' as const });
    expect(answered([open('menu-movil'), open('Nosotros'), open('Servicios')], expected)).toEqual([
      true,
      true,
      true,
    ]);
    // The second tap landed elsewhere: the third section opened, the first never did.
    expect(
      answered([open('menu-movil'), { target: 'menu-movil', newState: 'closed' }], expected),
    ).toEqual([true, false, false]);
    expect(answered([open('Servicios'), open('menu-movil')], expected)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

const run = (overrides: Partial<VisitRun> = {}): VisitRun => ({
  taps: [48, 24, 0],
  answered: [true, true, true],
  tapsAfterLoad: [1005, 1805, 2605],
  inp: 48,
  longestTask: 0,
  loadingTask: 0,
  js: { load: 6 * KB, taps: 2 * KB, send: 0 },
  sent: null,
  ...overrides,
});

describe('a visit', () => {
  it('turns what the page recorded into the figures, with tap times after load', () => {
    const figures = figuresOfVisit(
      {
        events: [...tap(1, 2058, 48), ...tap(2, 2857, 80), ...tap(3, 3658, 128)],
        tasks: [
          { startTime: 900, duration: 160 },
          { startTime: 2900, duration: 195 },
        ],
        toggles: [
          { target: 'menu-movil', newState: 'open' },
          { target: 'Nosotros', newState: 'open' },
          { target: 'Servicios', newState: 'open' },
        ],
        taps: [2058, 2857, 3658, 6016],
        loadEventEnd: 1052,
      },
      { answers: ['menu-movil', 'Nosotros', 'Servicios'] },
    );
    expect(figures).toEqual({
      taps: [48, 80, 128],
      answered: [true, true, true],
      tapsAfterLoad: [1006, 1805, 2606],
      inp: 128,
      longestTask: 195,
      loadingTask: 160,
    });
  });

  it('judges the site on medians and names every miss; the SPA reference is never judged', () => {
    const slow = summarizeVisit('/', 'site', [
      run({ inp: 328, longestTask: 482, js: { load: 7 * KB, taps: 200 * KB, send: 0 } }),
      run({ inp: 152, longestTask: 0, answered: [true, true, false] }),
      run({ inp: 240, longestTask: 195, js: { load: 7 * KB, taps: 190 * KB, send: 0 } }),
    ]);
    expect(slow.inp).toEqual({ median: 240, min: 152, max: 328 });
    expect(slow.js.total.median).toBe(197 * KB);
    expect(missedVisits([slow])).toEqual([
      '/: INP 240 ms (budget ≤ 100 ms)',
      '/: Longest task after load 195 ms (budget ≤ 50 ms)',
      '/: tap "second section" got no answer in 1 of 3 runs',
      '/: JavaScript of the visit 197.0 KB (budget ≤ 30.0 KB)',
    ]);
    const fine = summarizeVisit('/servicios', 'site', [run(), run(), run()]);
    expect(missedVisits([fine])).toEqual([]);
    expect(missedVisits([{ ...slow, site: 'SPA' }])).toEqual([]);
    const failedSend = summarizeVisit('/contacto/formulario', 'site', [
      run({ sent: false }),
      run({ sent: true }),
      run({ sent: true }),
    ]);
    expect(missedVisits([failedSend])).toEqual([
      "/contacto/formulario: the contact form's send failed in 1 of 3 runs",
    ]);
  });

  it('renders the visit and the bytes, the SPA beside the site', () => {
    const visits = [
      summarizeVisit('/contacto/formulario', 'site', [
        run({
          taps: [48, 80, 128],
          inp: 240,
          longestTask: 195,
          loadingTask: 230,
          js: { load: 7045, taps: 189184, send: 8918 },
          sent: true,
        }),
        run({
          taps: [80, 56, 152],
          inp: 208,
          longestTask: 182,
          loadingTask: 210,
          js: { load: 7045, taps: 189184, send: 8918 },
          sent: true,
        }),
        run({
          taps: [152, 0, 0],
          inp: 488,
          longestTask: 474,
          loadingTask: 250,
          js: { load: 7045, taps: 189184, send: 8918 },
          sent: true,
        }),
      ]),
      summarizeVisit('/contacto/formulario', 'SPA', [
        run({
          tapsAfterLoad: [3156, 3956, 4771],
          inp: 424,
          js: { load: 170525, taps: 6188, send: 8289 },
          sent: true,
        }),
        run({
          tapsAfterLoad: [1871, 2669, 3470],
          inp: 208,
          js: { load: 170525, taps: 6188, send: 8289 },
          sent: true,
        }),
        run({
          tapsAfterLoad: [3062, 3859, 4660],
          inp: 376,
          js: { load: 170525, taps: 6188, send: 8289 },
          sent: true,
        }),
      ]),
    ];
    const visit = renderVisits(visits);
    expect(visit).toContain(
      '| `/contacto/formulario` | 1.00 | 80 [48–152] | 56 [<16–80] | 128 [<16–152] | 240 [208–488] | 195 [182–474] | 230 [210–250] | **missed**: INP 240 ms (budget ≤ 100 ms); Longest task after load 195 ms (budget ≤ 50 ms) |',
    );
    expect(visit).toContain('| SPA `/contacto/formulario` | 3.06 [1.87–3.16] |');
    expect(visit).toMatch(/\| reference \|$/m);
    const bytes = renderBytes(visits);
    expect(bytes).toContain(
      '| `/contacto/formulario` | 6.9 | 184.8 | 8.7 | 200.3 | **missed**: JavaScript of the visit 200.3 KB (budget ≤ 30.0 KB) |',
    );
    expect(bytes).toContain(
      '| SPA `/contacto/formulario` | 166.5 | 6.0 | 8.1 | 180.7 | reference |',
    );
    expect(renderBytes([summarizeVisit('/', 'site', [run(), run(), run()])])).toContain(
      '| `/` | 6.0 | 2.0 | — | 8.0 | ok |',
    );
  });
});

describe('navigation', () => {
  const links = [
    { path: '/servicios', onScreen: false, x: 195, y: 900 },
    { path: '/consola', onScreen: true, x: 195, y: 400 }, // not a route: the not-found page
    { path: '/', onScreen: true, x: 195, y: 500 }, // the page itself
    { path: '/servicios', onScreen: true, x: 195, y: 717 },
    { path: '/contacto/formulario', onScreen: false, x: 195, y: 4200 },
  ];
  const routes = ['/', '/servicios', '/contacto/formulario'];

  it('taps early the first link to another route on screen, late the last one', () => {
    expect(chooseLink(links, '/', routes, 'early')).toBe(3);
    expect(chooseLink(links, '/', routes, 'late')).toBe(4);
    // None on screen: the first, which the visitor scrolls to.
    expect(chooseLink([links[0]!, links[4]!], '/', routes, 'early')).toBe(0);
    expect(chooseLink([links[1]!, links[2]!], '/', routes, 'late')).toBe(-1);
  });

  const record = (overrides: Partial<NavigationRecord>): NavigationRecord => ({
    tapAt: 1_000_000,
    tapAfterLoad: 1018,
    painted: [],
    timeOrigin: 1_000_088,
    activationStart: 0,
    deliveryType: '',
    transitionDone: null,
    transferSize: 31_000,
    ...overrides,
  });

  it('times a new document from the tap, across time origins, and says how it arrived', () => {
    expect(figuresOfNavigation(record({ painted: [1_000_974] }))).toEqual({
      ms: 974,
      toNavigationStart: 88,
      transitionMs: null,
      delivery: 'network',
      tapAfterLoad: 1018,
      bytes: 31_000,
    });
    expect(
      figuresOfNavigation(
        record({
          painted: [1_000_140],
          deliveryType: 'navigational-prefetch',
          transitionDone: 1_000_390,
        }),
      ),
    ).toMatchObject({ ms: 140, delivery: 'prefetch', transitionMs: 390 });
  });

  it('times a prerendered page from the tap to its activation and its heading', () => {
    // Prerendered from 2 s before the tap, shown 40 ms after it.
    expect(
      figuresOfNavigation(
        record({ timeOrigin: 998_000, activationStart: 2040, painted: [1_000_071] }),
      ),
    ).toEqual({
      ms: 71,
      toNavigationStart: 40,
      transitionMs: null,
      delivery: 'prerender',
      tapAfterLoad: 1018,
      bytes: 31_000,
    });
  });

  it('times client-side routing from the tap to the next heading in the same document', () => {
    // The document began before the tap: its first heading is the page that was left.
    expect(
      figuresOfNavigation(record({ timeOrigin: 990_000, painted: [991_200, 1_002_088] })),
    ).toMatchObject({ ms: 2088, toNavigationStart: null, delivery: 'same document' });
  });

  const navigation = (
    ms: number[],
    delivery: NavigationRun['delivery'],
    visitors: Visitors = 'Chromium',
  ): NavigationResult => ({
    from: '/aws/casos-exito',
    site: 'site',
    visitors,
    moment: 'late',
    runs: ms.map((value) => ({
      ms: value,
      toNavigationStart: delivery === 'same document' ? null : 60,
      transitionMs: null,
      delivery,
      tapAfterLoad: 8014,
      bytes: 30_000,
      link: '/aws/casos-exito/caso-waf',
    })),
    ms: spreadOf(ms),
  });

  it('holds the network path to its physical floor: one round trip and the HTML at 1.6 Mbps, plus 250 ms', () => {
    // 150 ms + 30,000 B ÷ 200,000 B/s = 300 ms of floor; 550 ms in all.
    expect(networkNavigationLimit(30_000).limit).toBe(550);
    expect(missedNavigations([navigation([480, 540, 600], 'network', 'Gecko, WebKit')])).toEqual(
      [],
    );
    expect(missedNavigations([navigation([560, 600, 640], 'network', 'Gecko, WebKit')])).toEqual([
      "/aws/casos-exito → /aws/casos-exito/caso-waf (8 s after load, after a scroll): Tap → next page's h1 by the network 600 ms (budget ≤ 550 ms)",
    ]);
  });

  it('fails Chromium when a prerender rule is gone: the page then comes by the network, past 250 ms', () => {
    expect(missedNavigations([navigation([70, 90, 110], 'prerender')])).toEqual([]);
    expect(missedNavigations([navigation([480, 540, 600], 'network')])).toEqual([
      "/aws/casos-exito → /aws/casos-exito/caso-waf (8 s after load, after a scroll): Tap → next page's h1 540 ms (budget ≤ 250 ms)",
    ]);
  });

  it('judges the site at 250 ms and renders each case with its deliveries', () => {
    expect(missedNavigations([navigation([120, 180, 260], 'prefetch')])).toEqual([]);
    expect(missedNavigations([navigation([1486, 1300, 1600], 'same document')])).toEqual([
      "/aws/casos-exito → /aws/casos-exito/caso-waf (8 s after load, after a scroll): Tap → next page's h1 1.49 s (budget ≤ 250 ms)",
    ]);
    expect(
      deliveries([{ delivery: 'prefetch' }, { delivery: 'network' }, { delivery: 'prefetch' }]),
    ).toBe('prefetch ×2, network ×1');
    const markdown = renderNavigations([navigation([120, 180, 260], 'prefetch')]);
    expect(markdown).toContain(
      '| `/aws/casos-exito` | Chromium | 8 s after load, after a scroll | `/aws/casos-exito/caso-waf` | 180 [120–260] | 60 | prefetch ×3 | 250 ms: ok |',
    );
  });
});

describe('the network, as the visit reads it', () => {
  it('counts the JavaScript the server sent, in the phase its request arrived in', () => {
    expect(isJavaScript('text/javascript; charset=utf-8')).toBe(true);
    expect(isJavaScript('application/javascript')).toBe(true);
    expect(isJavaScript('text/html; charset=utf-8')).toBe(false);
    expect(isJavaScript('application/json')).toBe(false);
    const sent = [
      { at: 100, path: '/', contentType: 'text/html; charset=utf-8', bytes: 14_633 },
      { at: 1100, path: '/assets/early.js', contentType: 'text/javascript', bytes: 2071 },
      {
        at: 2400,
        path: '/assets/particles.worker.js',
        contentType: 'text/javascript',
        bytes: 3000,
      },
      { at: 3300, path: '/assets/entry.client.js', contentType: 'text/javascript', bytes: 90_000 },
      {
        at: 9000,
        path: '/website/contacto/formulario',
        contentType: 'application/json',
        bytes: 300,
      },
      { at: 9100, path: '/assets/dialog.js', contentType: 'text/javascript', bytes: 4000 },
    ];
    expect(scriptBytes(sent, { loadEnd: 2000, sendStart: 8000 })).toEqual({
      load: 2071,
      taps: 93_000,
      send: 4000,
    });
    expect(scriptBytes(sent, { loadEnd: 2000, sendStart: Infinity }).send).toBe(0);
  });

  it("slows only a speculation-rules page prefetch, to the phone's latency and bandwidth", () => {
    expect(isPagePrefetch({ 'sec-purpose': 'prefetch', 'sec-fetch-dest': 'document' })).toBe(true);
    expect(
      isPagePrefetch({ 'sec-purpose': 'prefetch;prerender', 'sec-fetch-dest': 'document' }),
    ).toBe(true);
    // <link rel=prefetch> is the page's own request: DevTools already throttles it.
    expect(isPagePrefetch({ 'sec-purpose': 'prefetch', 'sec-fetch-dest': 'empty' })).toBe(false);
    expect(isPagePrefetch({ 'sec-fetch-dest': 'document' })).toBe(false);
    // 150 ms, then 20 KB at 1.6 Mbps (200 000 bytes a second).
    expect(deliveryMs(20_000)).toBe(250);
  });
});

describe('the site proxy', () => {
  it("refuses a page's prefetch or prerender, at once, for the visitors with no speculation rules", async () => {
    const server = await listenLocal(
      createServer((_request, response) => response.end('<!doctype html><h1>x</h1>')),
    );
    const proxy = await startSiteProxy(server.url, { speculation: false });
    try {
      const status = async (headers: Record<string, string>) =>
        (await fetch(`${proxy.url}/servicios`, { headers })).status;
      expect(await status({ 'Sec-Purpose': 'prefetch', 'Sec-Fetch-Dest': 'document' })).toBe(503);
      expect(
        await status({ 'Sec-Purpose': 'prefetch;prerender', 'Sec-Fetch-Dest': 'document' }),
      ).toBe(503);
      expect(await status({ 'Sec-Fetch-Dest': 'document' })).toBe(200);
    } finally {
      await proxy.stop();
      await server.stop();
    }
  });

  it('passes requests through, logs what it sent, and holds back only a page prefetch', async () => {
    const body = 'export const x = 1;\n'.repeat(50);
    const server = await listenLocal(
      createServer((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
        response.end(body);
      }),
    );
    const proxy = await startSiteProxy(server.url);
    try {
      // Both at once, the prefetch first: the plain request, not held, is answered before it
      // however busy the machine (held as well, it would end after it).
      const finished: string[] = [];
      const timed = async (name: string, headers: Record<string, string>) => {
        const started = Date.now();
        const text = await (await fetch(`${proxy.url}/assets/a.js?v=1`, { headers })).text();
        finished.push(name);
        return { text, ms: Date.now() - started };
      };
      const [prefetch, plain] = await Promise.all([
        timed('prefetch', { 'Sec-Purpose': 'prefetch', 'Sec-Fetch-Dest': 'document' }),
        timed('plain', {}),
      ]);
      expect(plain.text).toBe(body);
      expect(prefetch.text).toBe(body);
      expect(prefetch.ms).toBeGreaterThanOrEqual(deliveryMs(body.length) - 5);
      expect(finished).toEqual(['plain', 'prefetch']);
      expect(proxy.sent.map(({ path, contentType }) => [path, contentType])).toEqual([
        ['/assets/a.js', 'text/javascript; charset=utf-8'],
        ['/assets/a.js', 'text/javascript; charset=utf-8'],
      ]);
      // The status line and headers travel too.
      expect(proxy.sent[0]!.bytes).toBeGreaterThan(body.length);
    } finally {
      await proxy.stop();
      await server.stop();
    }
  });
});
