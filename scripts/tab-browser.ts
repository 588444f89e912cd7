/**
 * Chromium driven over the DevTools protocol through its tab targets, for the navigation run.
 *
 * Why not Playwright there: Chromium never prerenders for a page that a DevTools client attached
 * to directly — its speculation rules end in "PrerenderingDisabledByDevTools" (Chromium's
 * IsPrerenderAllowed is false while any session on the page lacks tab-target support) — and
 * Playwright attaches to pages directly. Attached through the tab, as Chrome's own DevTools are,
 * the page prerenders as it does on a visitor's phone, and each prerendered page is a target of its
 * own that gets the phone (CPU, network, screen, touch) before any of its code runs, so a
 * prerender is not measured on a faster machine than the page that started it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, ensureChromium } from './chromium';
import { type Point, phoneProfile, touchSent } from './phone';

/** How long one page may take to answer a poll before the round moves on. */
const POLL_ANSWER_MS = 1000;

type Message = {
  readonly id?: number;
  readonly method?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: unknown;
  readonly error?: { readonly message: string };
  readonly sessionId?: string;
};

/** One WebSocket to the browser, sessions multiplexed on it (flat mode). */
class Connection {
  private nextId = 0;
  private readonly pending = new Map<number, (message: Message) => void>();
  private readonly listeners = new Set<(message: Message) => void>();

  constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as Message;
      const answer = message.id === undefined ? undefined : this.pending.get(message.id);
      if (answer) {
        this.pending.delete(message.id!);
        answer(message);
      } else for (const listener of this.listeners) listener(message);
    });
  }

  async send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = (this.nextId += 1);
    const message = await new Promise<Message>((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
    if (message.error) throw new Error(`${method}: ${message.error.message}`);
    return message.result as T;
  }

  on(listener: (message: Message) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.socket.close();
  }
}

interface TargetInfo {
  readonly targetId: string;
  readonly type: string;
  readonly subtype?: string;
  readonly browserContextId?: string;
}

/** A browser tab with the phone profile on every page it shows, prerendered ones included. */
export interface PhoneTab {
  /** Loads `url` in the tab and resolves once its `load` event has fired. */
  goto(url: string): Promise<void>;
  /** Evaluates `expression` (awaiting a promise) in the page the tab shows. */
  evaluate<T>(expression: string): Promise<T>;
  /** Evaluates `expression` in the page the tab shows until it gives something other than null,
   * and returns that; gives up after `timeoutMs`. */
  until<T>(expression: string, timeoutMs: number): Promise<T>;
  /** The same in every page of the tab, shown or prerendered: the first answer wins. */
  untilAnyPage<T>(expression: string, timeoutMs: number): Promise<T>;
  /** A finger's tap at `point`, stamped when it was sent (phone.ts's touchAt). */
  tap(point: Point): Promise<void>;
  close(): Promise<void>;
}

export interface TabBrowser {
  /** A tab in a fresh browser context (an empty cache), running `initScripts` in every document. */
  newTab(initScripts: readonly string[]): Promise<PhoneTab>;
  close(): Promise<void>;
}

async function devtoolsUrl(child: ReturnType<typeof spawn>): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /DevTools listening on (ws:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
}

/** Debian's Chromium with the repository's flags, driven through tab targets. */
export async function launchTabBrowser(): Promise<TabBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-tabs-'));
  const child = spawn(
    ensureChromium(),
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const socket = new WebSocket(await devtoolsUrl(child));
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const connection = new Connection(socket);
  // Only tabs attach to the browser's session; each tab's session then attaches its pages.
  await connection.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'tab' }],
  });

  return {
    newTab: (initScripts) => openTab(connection, initScripts),
    async close() {
      connection.close();
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

async function openTab(connection: Connection, initScripts: readonly string[]): Promise<PhoneTab> {
  const { browserContextId } = await connection.send<{ browserContextId: string }>(
    'Target.createBrowserContext',
    { disposeOnDetach: true },
  );
  /** The tab's pages by session: the one shown, and any prerendered. */
  const pages = new Map<string, TargetInfo>();
  let shown: string | undefined;
  let tabSession: string | undefined;
  const pageReady = new Set<(sessionId: string) => void>();

  const phone = async (sessionId: string) => {
    const send = (method: string, params: object = {}) =>
      connection.send(method, params, sessionId);
    // Sent in order, the page held until the last: the protocol answers some of them only once
    // the page runs (a prerendered one's), so they are awaited after it is let go.
    const setUp = Promise.all([
      send('Page.enable'),
      send('Network.enable'),
      send('Network.emulateNetworkConditions', {
        offline: false,
        latency: phoneProfile.latencyMs,
        downloadThroughput: phoneProfile.downloadBytesPerSecond,
        uploadThroughput: phoneProfile.uploadBytesPerSecond,
      }),
      send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown }),
      send('Emulation.setDeviceMetricsOverride', {
        width: 390,
        height: 844,
        deviceScaleFactor: 2,
        mobile: true,
      }),
      send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }),
      send('Emulation.setLocaleOverride', { locale: 'es-PE' }),
      ...initScripts.map((source) => send('Page.addScriptToEvaluateOnNewDocument', { source })),
    ]);
    await send('Runtime.runIfWaitingForDebugger');
    await setUp;
  };

  const stopListening = connection.on((message) => {
    if (message.method === 'Target.attachedToTarget') {
      const { sessionId, targetInfo } = message.params as {
        sessionId: string;
        targetInfo: TargetInfo;
      };
      if (targetInfo.type === 'tab' && targetInfo.browserContextId === browserContextId) {
        tabSession = sessionId;
        void connection
          .send(
            'Target.setAutoAttach',
            { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
            sessionId,
          )
          .then(() => connection.send('Runtime.runIfWaitingForDebugger', {}, sessionId));
      } else if (targetInfo.type === 'page' && message.sessionId === tabSession) {
        pages.set(sessionId, targetInfo);
        const prerendered = targetInfo.subtype === 'prerender';
        void phone(sessionId).then(
          () => {
            if (prerendered) return;
            shown = sessionId;
            for (const ready of pageReady) ready(sessionId);
          },
          (error: unknown) => {
            // A prerender the page gave up (its link scrolled away) can go while it is set up.
            if (!prerendered) throw error;
          },
        );
      }
    } else if (message.method === 'Target.detachedFromTarget') {
      const { sessionId } = message.params as { sessionId: string };
      pages.delete(sessionId);
    } else if (message.method === 'Target.targetInfoChanged') {
      // A prerendered page that is activated becomes the page the tab shows.
      const { targetInfo } = message.params as { targetInfo: TargetInfo };
      for (const [sessionId, info] of pages) {
        if (info.targetId !== targetInfo.targetId) continue;
        pages.set(sessionId, targetInfo);
        if (info.subtype === 'prerender' && targetInfo.subtype !== 'prerender') shown = sessionId;
      }
    }
  });
  await connection.send('Target.setDiscoverTargets', { discover: true });

  const firstPage = new Promise<string>((resolve) => pageReady.add(resolve));
  await connection.send('Target.createTarget', { url: 'about:blank', browserContextId });
  await firstPage;

  const evaluateIn = async <T>(sessionId: string, expression: string): Promise<T> => {
    const { result, exceptionDetails } = await connection.send<{
      result: { value?: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>(
      'Runtime.evaluate',
      { expression, awaitPromise: true, returnByValue: true },
      sessionId,
    );
    if (exceptionDetails) {
      throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    }
    return result.value as T;
  };

  const poll = async <T>(
    sessions: () => string[],
    expression: string,
    timeoutMs: number,
  ): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const sessionId of sessions()) {
        // A page may go (a navigation, a prerender discarded) between listing and asking, or not
        // answer yet (a document still being set up): ask again on the next round.
        const value = await Promise.race([
          evaluateIn<T | null>(sessionId, expression).catch(() => null),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), POLL_ANSWER_MS)),
        ]);
        if (value !== null && value !== undefined) return value;
      }
      if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms: ${expression}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  return {
    async goto(url) {
      const sessionId = shown!;
      const loaded = new Promise<void>((resolve) => {
        const stop = connection.on((message) => {
          if (message.method === 'Page.loadEventFired' && message.sessionId === sessionId) {
            stop();
            resolve();
          }
        });
      });
      await connection.send('Page.navigate', { url }, sessionId);
      await loaded;
    },
    evaluate: (expression) => evaluateIn(shown!, expression),
    until: (expression, timeoutMs) => poll(() => [shown!], expression, timeoutMs),
    untilAnyPage: (expression, timeoutMs) => poll(() => [...pages.keys()], expression, timeoutMs),
    async tap(point) {
      // The answers may never come when the tap's navigation shows a prerendered page at once
      // and the page that had the tap goes with it.
      const sent = touchSent(
        (params) => connection.send('Input.dispatchTouchEvent', params, shown),
        point,
      );
      await Promise.race([
        Promise.all(sent),
        new Promise((resolve) => setTimeout(resolve, POLL_ANSWER_MS)),
      ]);
    },
    async close() {
      stopListening();
      await connection.send('Target.disposeBrowserContext', { browserContextId });
    },
  };
}
