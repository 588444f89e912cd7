/**
 * WebKit through WebKitGTK's own WebDriver (WebDriver classic, plain HTTP: no client library).
 * `WebKitWebDriver` runs under `xvfb-run` (WebKitGTK draws into an X display; its headless
 * flag hung here), and each page is a session of its own: a fresh MiniBrowser with an empty
 * profile. MiniBrowser runs full screen, so the window is the page's viewport exactly (its
 * toolbar would keep a window at least 447 px wide, wider than a phone).
 *
 * What this driver cannot do, and what stands in for it:
 * - no touch screen: WebKitGTK's WebDriver sends a `touch` pointer as a mouse, so a tap is a click;
 * - no console or network events (no WebDriver BiDi in WebKitGTK 2.50): `problems()` reports the
 *   errors a listener set up right after the load hears (uncaught errors, failed promises, a
 *   resource or script that fails to load), and the page's own resource timing entries that ended
 *   without a response. An error thrown while the page loaded goes unheard here, but it shows:
 *   the journeys check every behaviour did what it does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Engine,
  type EnginePage,
  type Key,
  type Target,
  type Viewport,
  FIND_STILL_TARGET,
  VISIBLE_MIDDLE,
  describeTarget,
} from './engine';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The WebDriver spec's code points for the keys the journeys press. */
const keys: Record<Key, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Home: '\uE011',
  End: '\uE010',
};

/** The spec's name for an element reference in a JSON value. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementReference = { readonly [ELEMENT]: string };

/** Starts listening right after the load; `problems()` reads it. */
const LISTEN_FOR_PROBLEMS = `
  if (!window.__engineProblems) {
    const problems = (window.__engineProblems = []);
    addEventListener('error', (event) => {
      const target = event.target;
      problems.push(target && target !== window && (target.src || target.href)
        ? 'requestfailed: ' + (target.src || target.href)
        : 'pageerror: ' + event.message);
    }, true);
    addEventListener('unhandledrejection', (event) =>
      problems.push('pageerror: ' + (event.reason && event.reason.message || event.reason)));
  }`;

/** Resources the page asked for that ended without a byte of response. */
const FAILED_RESOURCES = `
  return performance.getEntriesByType('resource')
    .filter((entry) => entry.responseStart === 0 && entry.transferSize === 0 && entry.decodedBodySize === 0
      && entry.duration > 0 && new URL(entry.name).origin === location.origin)
    .map((entry) => 'requestfailed: ' + entry.name);`;

/** A new MiniBrowser, full screen, driven by the automation session. */
const capabilities = {
  capabilities: {
    alwaysMatch: {
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
    },
  },
};

class WebDriverError extends Error {}

class Session {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string): Promise<Session> {
    const answer = await call(base, 'POST', '/session', capabilities);
    return new Session(base, (answer as { sessionId: string }).sessionId);
  }

  send(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: object,
    timeoutMs?: number,
  ): Promise<unknown> {
    return call(this.base, method, `/session/${this.id}${path}`, body, timeoutMs);
  }
}

/** How long a live driver may take to say its browser is there, on a busy machine. */
const ALIVE_ANSWER_MS = 10_000;

async function call(
  base: string,
  method: string,
  path: string,
  body?: object,
  timeoutMs?: number,
): Promise<unknown> {
  const response = await fetch(base + path, {
    method,
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as {
    value: { error?: string; message?: string } | unknown;
  };
  if (!response.ok) {
    const failure = value as { error?: string; message?: string };
    throw new WebDriverError(
      `WebKitWebDriver ${method} ${path}: ${failure.error} ${failure.message ?? ''}`,
    );
  }
  return value;
}

class WebKitPage implements EnginePage {
  readonly engine = 'webkit' as const;
  private isClosed = false;
  /** What the documents this page left had heard. */
  private readonly earlier: string[] = [];

  constructor(
    private readonly session: Session,
    private readonly closed: () => void,
  ) {}

  private execute(script: string, args: readonly unknown[] = []): Promise<unknown> {
    return this.session.send('POST', '/execute/sync', { script, args });
  }

  async goto(url: string) {
    // What the page on screen heard stays heard once it is left.
    if (!(await this.url()).startsWith('about:')) this.earlier.push(...(await this.heardHere()));
    await this.session.send('POST', '/url', { url });
    await this.execute(LISTEN_FOR_PROBLEMS);
  }

  async url() {
    return (await this.session.send('GET', '/url')) as string;
  }

  async evaluate<R, A extends readonly unknown[]>(
    fn: (...args: A) => R,
    ...args: A
  ): Promise<Awaited<R>> {
    // The spec's Execute Script awaits a returned promise.
    return (await this.execute(
      `return (${fn.toString()}).apply(null, arguments);`,
      args,
    )) as Awaited<R>;
  }

  private async find(target: Target): Promise<ElementReference> {
    const element = await this.execute(`return (${FIND_STILL_TARGET}).apply(null, arguments);`, [
      target.css,
      target.name ?? null,
    ]);
    if (!element) throw new Error(`webkit: no se encontró ${describeTarget(target)} en la página`);
    return element as ElementReference;
  }

  async click(target: Target) {
    const element = await this.find(target);
    await this.session.send('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  async clickAt(x: number, y: number) {
    await this.session.send('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await this.session.send('DELETE', '/actions');
  }

  /** No touch screen in WebKitGTK's WebDriver: the tap is a pointer's click. */
  tap(target: Target) {
    return this.click(target);
  }

  async wheel(target: Target, deltaX: number, deltaY: number) {
    const element = await this.find(target);
    const point = (await this.execute(`return (${VISIBLE_MIDDLE})(arguments[0]);`, [element])) as {
      x: number;
      y: number;
    } | null;
    if (!point) throw new Error(`webkit: ${describeTarget(target)} no está en pantalla`);
    await this.session.send('POST', '/actions', {
      actions: [
        {
          type: 'wheel',
          id: 'wheel',
          actions: [{ type: 'scroll', origin: 'viewport', ...point, deltaX, deltaY }],
        },
      ],
    });
  }

  async type(target: Target, text: string) {
    const element = await this.find(target);
    await this.session.send('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  async press(key: Key) {
    await this.session.send('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: keys[key] },
            { type: 'keyUp', value: keys[key] },
          ],
        },
      ],
    });
  }

  async screenshot({ fullPage }: { fullPage: boolean }) {
    let base64: string;
    if (fullPage) {
      const root = (await this.execute('return document.documentElement;')) as ElementReference;
      base64 = (await this.session.send('GET', `/element/${root[ELEMENT]}/screenshot`)) as string;
    } else base64 = (await this.session.send('GET', '/screenshot')) as string;
    return new Uint8Array(Buffer.from(base64, 'base64'));
  }

  /** What the document on screen has heard (a page reached by a link listens from now on too). */
  private async heardHere(): Promise<string[]> {
    await this.execute(LISTEN_FOR_PROBLEMS);
    const heard = (await this.execute('return window.__engineProblems || [];')) as string[];
    const failed = (await this.execute(FAILED_RESOURCES)) as string[];
    return [...heard, ...failed];
  }

  async problems() {
    return [...this.earlier, ...(await this.heardHere())];
  }

  /**
   * Leaves the session's browser as a new one: on a blank page, without cookies (the site keeps
   * nothing else: no storage).
   */
  async close() {
    if (this.isClosed) return;
    this.isClosed = true;
    try {
      await this.session.send('POST', '/url', { url: 'about:blank' });
      await this.session.send('DELETE', '/cookie');
    } finally {
      this.closed();
    }
  }
}

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * WebKitGTK's WebDriver drives one session at a time, and a new one is a new browser (seconds on a
 * busy machine): the engine keeps one, and its pages take turns in it.
 */
class WebKitEngine implements Engine {
  readonly name = 'webkit' as const;
  private session: Session | undefined;
  private pageOpen = false;

  constructor(
    readonly version: string,
    private readonly base: string,
    private readonly driver: ChildProcess,
  ) {}

  async newPage({ viewport }: { viewport: Viewport; deviceScaleFactor?: number }) {
    if (this.pageOpen)
      throw new Error('webkit: una página a la vez (ciérrala antes de abrir otra)');
    if (!this.session) {
      this.session = await Session.create(this.base);
      // A page load or a script on a busy machine.
      await this.session.send('POST', '/timeouts', { script: 30_000, pageLoad: 60_000 });
    }
    // Full screen, the window is the viewport.
    await this.session.send('POST', '/window/rect', { ...viewport });
    this.pageOpen = true;
    return new WebKitPage(this.session, () => (this.pageOpen = false));
  }

  /** The driver runs, and the session's browser answers it (its window is still there). */
  async alive() {
    if (this.driver.exitCode !== null || this.driver.signalCode !== null) return false;
    if (!this.session) return true;
    return this.session.send('GET', '/window', undefined, ALIVE_ANSWER_MS).then(
      () => true,
      () => false,
    );
  }

  get pid() {
    return this.driver.pid;
  }

  async close() {
    await this.session?.send('DELETE', '').catch(() => undefined);
    // xvfb-run, its Xvfb and the driver share the process group this launch started.
    if (this.driver.pid !== undefined) {
      try {
        process.kill(-this.driver.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

/**
 * Starts WebKitGTK's WebDriver on a display of its own (`xvfb-run -a`, a free display number) and
 * waits until it takes sessions.
 */
export async function launchWebKit(driverPath: string, xvfbRun: string): Promise<Engine> {
  const port = await freePort();
  const driver = spawn(
    xvfbRun,
    ['-a', '-s', '-screen 0 1920x1080x24', driverPath, `--port=${port}`],
    { detached: true, stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const status = (await call(base, 'GET', '/status')) as { ready?: boolean };
      if (status.ready) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || driver.exitCode !== null) {
      if (driver.pid !== undefined) process.kill(-driver.pid, 'SIGTERM');
      throw new Error(`WebKitWebDriver no respondió en el puerto ${port}`);
    }
    await sleep(100);
  }
  return new WebKitEngine(`WebKitGTK ${await webkitVersion(base)}`, base, driver);
}

/** The version the driver reports in a new session's capabilities. */
async function webkitVersion(base: string): Promise<string> {
  const answer = (await call(base, 'POST', '/session', capabilities)) as {
    sessionId: string;
    capabilities: { browserVersion: string };
  };
  await call(base, 'DELETE', `/session/${answer.sessionId}`);
  return answer.capabilities.browserVersion;
}
