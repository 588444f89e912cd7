/**
 * A behaviour that cannot start, in a real browser against the local stack (decisions 102, 105):
 * a release that changed the tabs' markup so that their script can no longer read it. The browser
 * reports the failure as an uncaught error, sends the operator's endpoint one beacon with the
 * behaviour's name, which the real handler answers 204, and the tabs stay what the HTML made them.
 */
import { describe, expect, it } from 'vitest';
import { BEHAVIOUR_FAILURE_PATH } from '../../contract/contact-constants';
import { baseUrl, behavioursArrived, useBrowser, viewports } from './browser';

describe('a behaviour that cannot start', () => {
  const browser = useBrowser();

  it('is reported to the operator by a beacon the local API answers 204, and its links still work', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, locale: 'es-PE' });
    // The first tab's panel id starts with a digit, which no CSS selector can name.
    await context.route(`${baseUrl()}/aws/servicios`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('id="base-de-datos"', 'id="1-base-de-datos"')
        .replace('href="#base-de-datos"', 'href="#1-base-de-datos"');
      await route.fulfill({ response, body: html });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const beacon = page.waitForRequest((request) =>
      request.url().endsWith(BEHAVIOUR_FAILURE_PATH),
    );
    const answer = page.waitForResponse((response) =>
      response.url().endsWith(BEHAVIOUR_FAILURE_PATH),
    );
    await page.goto(`${baseUrl()}/aws/servicios`);
    await behavioursArrived(page);

    const sent = await beacon;
    expect(sent.method()).toBe('POST');
    expect(await sent.headerValue('content-type')).toBe('application/json');
    const report = JSON.parse(sent.postData() ?? '{}') as Record<string, unknown>;
    expect(Object.keys(report).sort()).toEqual(['behaviour', 'error']);
    expect(report.behaviour).toBe('tabs');
    expect(report.error).toMatch(/^SyntaxError: /);
    expect((await answer).status()).toBe(204);
    expect(errors).toEqual(['El comportamiento «tabs» no pudo iniciarse']);

    // The tabs never started: a tab is the plain link the HTML made it, and it jumps to its panel.
    const tab = page.getByRole('link', { name: 'Base de Datos', exact: true });
    await tab.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#1-base-de-datos');
    expect(await page.getByRole('tab').count()).toBe(0);
  });
});
