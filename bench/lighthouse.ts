/**
 * One Chromium (Debian's, through chrome-launcher) reused for every Lighthouse
 * run: about 7 s a page instead of 12 s from the CLI. Lighthouse's default
 * settings are the mobile ones (Moto G Power, simulated slow 4G).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, ensureChromium } from '../scripts/chromium';
import type { LighthouseResultLike } from './figures';

export interface LighthouseRunner {
  run(url: string): Promise<LighthouseResultLike>;
  close(): Promise<void>;
}

export async function startLighthouse(): Promise<LighthouseRunner> {
  const chrome = await launch({ chromePath: ensureChromium(), chromeFlags: chromiumArgs });
  return {
    async run(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      return result.lhr as unknown as LighthouseResultLike;
    },
    async close() {
      chrome.kill();
    },
  };
}
