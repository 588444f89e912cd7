/**
 * Chromium (over the DevTools protocol) and Gecko (Firefox ESR, over WebDriver BiDi) through
 * puppeteer-core: one launch per engine, a browser context (a fresh profile) per page.
 */
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import { chromiumArgs } from '../chromium';
import {
  type Engine,
  type EngineName,
  type EnginePage,
  type Key,
  type Target,
  type Viewport,
  FIND_STILL_TARGET,
  FIND_TARGET,
  VISIBLE_MIDDLE,
  describeTarget,
} from './engine';

const keys: Record<Key, KeyInput> = {
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  Space: ' ',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  Home: 'Home',
  End: 'End',
};

/**
 * A request the browser dropped because the page moved on or no longer needed it (a prefetch, an
 * image of the page left): no visitor sees that as a problem.
 */
const ABORTED = /^(net::ERR_ABORTED|NS_BINDING_ABORTED)$/;

class PuppeteerPage implements EnginePage {
  private readonly seen: string[] = [];

  constructor(
    readonly engine: EngineName,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn')
        this.seen.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      this.seen.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
    );
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      if (!ABORTED.test(error)) this.seen.push(`requestfailed: ${request.url()} ${error}`);
    });
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async url() {
    return this.page.url();
  }

  evaluate<R, A extends readonly unknown[]>(fn: (...args: A) => R, ...args: A) {
    return this.page.evaluate(fn as never, ...(args as unknown as never[])) as Promise<Awaited<R>>;
  }

  private async find(target: Target): Promise<ElementHandle<Element>> {
    const handle = await this.page.evaluateHandle(
      `(${FIND_STILL_TARGET})(${JSON.stringify(target.css)}, ${JSON.stringify(target.name ?? null)})`,
    );
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      throw new Error(`${this.engine}: no se encontró ${describeTarget(target)} en la página`);
    }
    return element as ElementHandle<Element>;
  }

  async click(target: Target) {
    const element = await this.find(target);
    try {
      await element.click();
    } finally {
      await element.dispose();
    }
  }

  async clickAt(x: number, y: number) {
    await this.page.mouse.click(x, y);
  }

  async tap(target: Target) {
    const element = await this.find(target);
    try {
      await element.tap();
    } finally {
      await element.dispose();
    }
  }

  async wheel(target: Target, deltaX: number, deltaY: number) {
    await (await this.find(target)).dispose();
    const point = (await this.page.evaluate(
      `(${VISIBLE_MIDDLE})((${FIND_TARGET})(${JSON.stringify(target.css)}, ${JSON.stringify(target.name ?? null)}))`,
    )) as { x: number; y: number } | null;
    if (!point) throw new Error(`${this.engine}: ${describeTarget(target)} no está en pantalla`);
    await this.page.mouse.move(point.x, point.y);
    await this.page.mouse.wheel({ deltaX, deltaY });
  }

  async type(target: Target, text: string) {
    const element = await this.find(target);
    try {
      await element.focus();
      await this.page.keyboard.type(text);
    } finally {
      await element.dispose();
    }
  }

  async press(key: Key) {
    await this.page.keyboard.press(keys[key]);
  }

  async screenshot({ fullPage }: { fullPage: boolean }) {
    return this.page.screenshot({ fullPage, type: 'png' });
  }

  async problems() {
    return [...this.seen];
  }

  async close() {
    await this.context.close();
  }
}

class PuppeteerEngine implements Engine {
  constructor(
    readonly name: EngineName,
    readonly version: string,
    private readonly browser: Browser,
  ) {}

  async newPage({
    viewport,
    deviceScaleFactor = 1,
  }: {
    viewport: Viewport;
    deviceScaleFactor?: number;
  }) {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ ...viewport, deviceScaleFactor });
    return new PuppeteerPage(this.name, context, page);
  }

  async alive() {
    return this.browser.connected && this.browser.process()?.exitCode === null;
  }

  get pid() {
    return this.browser.process()?.pid;
  }

  async close() {
    await this.browser.close();
  }
}

/** Debian's Chromium, headless, with the flags of every other tool of the project. */
export async function launchChromium(executablePath: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath,
    headless: true,
    args: chromiumArgs.filter((arg) => arg !== '--headless'),
  });
  return new PuppeteerEngine('chromium', await browser.version(), browser);
}

/**
 * Debian's Firefox ESR, headless, over WebDriver BiDi (no geckodriver). puppeteer-core gives it a
 * fresh profile with updates, telemetry and other background traffic turned off.
 */
export async function launchFirefox(executablePath: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'es-PE, es' },
  });
  return new PuppeteerEngine('firefox', await browser.version(), browser);
}
