/**
 * The hourly check from outside (lambdas/synthetic-check.ts), run against the site `npm start`
 * serves as it runs against the deployed one: it passes and writes SyntheticCheckPassed = 1; on
 * a broken copy (a deep page gone, the API answering 502) it fails, names each fault and writes 0.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PROBE_STATUS, apiPaths } from '../../contract/contact-constants';
import { metricNames } from '../../lambdas/lib/metric-names';
import { CHECKED_PAGES, handler } from '../../lambdas/synthetic-check';
import { baseUrl } from './browser';

// The browser suite's stack writes no metric lines (global-setup.ts); this test reads the check's.
process.env.POWERTOOLS_METRICS_DISABLED = 'false';

/** What the handler wrote to stdout: its EMF lines' values of SyntheticCheckPassed. */
function capturePassed() {
  const values: number[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest) => {
    const text = String(chunk);
    if (text.includes('"_aws"')) {
      const line = JSON.parse(text) as Record<string, unknown>;
      if (metricNames.syntheticCheck in line)
        values.push(line[metricNames.syntheticCheck] as number);
      return true;
    }
    return write(chunk, ...(rest as []));
  });
  return { values, restore: () => spy.mockRestore() };
}

/** The real site, but the deep page is gone and the API answers 502. */
async function startBrokenCopy(origin: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.url === CHECKED_PAGES[1]) return void res.writeHead(404).end('<h1>No</h1>');
      if (req.url === apiPaths.contact) return void res.writeHead(502).end('Bad Gateway');
      const upstream = await fetch(new URL(req.url ?? '/', origin));
      res.writeHead(upstream.status, { 'content-type': 'text/html' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the hourly check from outside', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('passes on the site npm start serves, and writes 1', async () => {
    vi.stubEnv('SITE_URL', baseUrl());
    const written = capturePassed();
    try {
      expect(await handler()).toEqual({ passed: true, failures: [] });
    } finally {
      written.restore();
    }
    expect(written.values).toEqual([1]);
  });

  it('fails on a broken copy, naming the page and the form, and writes 0', async () => {
    const broken = await startBrokenCopy(baseUrl());
    vi.stubEnv('SITE_URL', broken.url);
    const written = capturePassed();
    try {
      const result = await handler();
      expect(result.passed).toBe(false);
      expect(result.failures).toEqual([
        `${CHECKED_PAGES[1]}: 404, no 200`,
        `${apiPaths.contact}: 502, no el ${API_PROBE_STATUS} de la función`,
      ]);
    } finally {
      written.restore();
      broken.server.close();
    }
    expect(written.values).toEqual([0]);
  });
});
