/**
 * An engine that dies mid-journey is started again and the journey retried once, saying so
 * (scripts/engines/keeper.ts): shown on WebKitGTK, whose WebDriver session was seen dying in the
 * middle of a full run, by killing its driver's process group (driver, browser and display)
 * between two steps of a journey.
 */
import { describe, expect, it } from 'vitest';
import { EngineKeeper } from '../../../scripts/engines/keeper';
import { baseUrl, viewports } from '../browser';

describe('an engine that dies mid-journey', () => {
  it(
    'webkit: its driver killed mid-journey, WebKitGTK starts again, the journey runs again and the output says so',
    { timeout: 240_000 },
    async () => {
      const reported: string[] = [];
      const keeper = new EngineKeeper('webkit', undefined, (line) => reported.push(line));
      await keeper.start();
      const headings: string[] = [];
      let attempts = 0;
      try {
        await keeper.run('webkit: / loads', async (engine) => {
          const page = await engine.newPage({ viewport: viewports.phone });
          await page.goto(baseUrl() + '/');
          attempts += 1;
          if (attempts === 1) process.kill(-engine.pid!, 'SIGKILL');
          headings.push(await page.evaluate(() => document.querySelector('h1')?.textContent ?? ''));
          await page.close();
        });
      } finally {
        await keeper.close();
      }
      expect(attempts).toBe(2);
      expect(headings).toEqual([expect.stringMatching(/\S/)]);
      expect(reported).toEqual([
        expect.stringMatching(
          /^⟳ WebKitGTK \(WebKit\) murió durante «webkit: \/ loads» \(.+\): reiniciado, el recorrido se repite una vez$/,
        ),
      ]);
    },
  );
});
