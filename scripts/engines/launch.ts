/**
 * The three engines as Debian packages them, found (or, on Debian as root, installed: see
 * scripts/chromium.ts) and launched. Test tools never download a browser.
 *
 * - Chromium: `chromium` (or CHROME_PATH).
 * - Gecko: `firefox-esr` (or FIREFOX_PATH), driven over WebDriver BiDi: no geckodriver.
 * - WebKit: `webkit2gtk-driver` (WebKitWebDriver and MiniBrowser) and `xvfb` (the display it draws into).
 */
import { existsSync } from 'node:fs';
import { ensureChromium, ensureDebianPackage } from '../chromium';
import type { Engine, EngineName } from './engine';
import { launchChromium, launchFirefox } from './puppeteer-engine';
import { MINIBROWSER, launchWebKit } from './webkit-engine';

export function ensureFirefox(): string {
  return ensureDebianPackage(
    () =>
      [process.env.FIREFOX_PATH ?? '', '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
        (path) => path !== '' && existsSync(path),
      ),
    'firefox-esr',
    'Firefox',
    ' o define FIREFOX_PATH',
  );
}

export interface WebKitPaths {
  readonly driver: string;
  readonly xvfbRun: string;
}

const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';

export function ensureWebKit(): WebKitPaths {
  ensureDebianPackage(
    () =>
      [WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN].every((path) => existsSync(path))
        ? WEBKIT_DRIVER
        : undefined,
    'webkit2gtk-driver xvfb',
    'WebKitGTK (WebKitWebDriver, MiniBrowser y xvfb-run)',
  );
  return { driver: WEBKIT_DRIVER, xvfbRun: XVFB_RUN };
}

export function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchChromium(ensureChromium());
    case 'firefox':
      return launchFirefox(ensureFirefox());
    case 'webkit': {
      const { driver, xvfbRun } = ensureWebKit();
      return launchWebKit(driver, xvfbRun);
    }
  }
}
