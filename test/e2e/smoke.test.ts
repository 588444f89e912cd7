/**
 * `npm run smoke -- URL`, the check after every deploy, run as the operator runs it: it passes
 * on the site `npm start` serves, and on a broken copy of it (a proxy that drops a security
 * header, answers an unknown path with the home page and loses the two report endpoints) it
 * fails, naming each fault.
 */
import { execFile } from 'node:child_process';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { API_PROBE_STATUS } from '../../contract/contact-constants';
import { listenLocal } from '../../scripts/serve';
import { baseUrl } from './browser';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The script's own process, as `npm run smoke -- URL` starts it; its exit code and output. */
async function runSmoke(url: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/smoke.ts', url],
      { cwd: repoRoot, timeout: 240_000 },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A copy of the site with four faults a release could bring, in front of the real one. */
async function startBrokenCopy(origin: string) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const path = req.url ?? '/';
      if (path === '/website/csp-report' || path === '/website/behaviour-failure') {
        res.writeHead(404).end();
        return;
      }
      // An SPA-style fallback: every unknown path answered with the home page, 200.
      const target = path.startsWith('/no-existe-') ? '/' : path;
      const upstream = await fetch(new URL(target, origin), {
        method: req.method,
        headers: Object.fromEntries(
          Object.entries(req.headers).filter(([name]) => name !== 'host') as [string, string][],
        ),
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const headers = Object.fromEntries(upstream.headers);
      delete headers['content-encoding'];
      delete headers['content-length'];
      // A page that lost a header in a release.
      if (path === '/nosotros/equipo') delete headers['x-frame-options'];
      res.writeHead(upstream.status, headers);
      res.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch(() => res.writeHead(502).end());
  });
  return listenLocal(server, 0, '127.0.0.1');
}

describe('npm run smoke', () => {
  it('passes on the site npm start serves: every check', { timeout: 300_000 }, async () => {
    const { code, out } = await runSmoke(baseUrl());
    expect(out).not.toContain('✗');
    expect(out).toContain('✔ Las 8 comprobaciones pasaron.');
    expect(code).toBe(0);
  });

  it('fails on a broken copy, naming each fault', { timeout: 300_000 }, async () => {
    const broken = await startBrokenCopy(baseUrl());
    try {
      const { code, out } = await runSmoke(broken.url);
      expect(code).toBe(1);
      expect(out).toContain('/nosotros/equipo: falta X-Frame-Options: DENY');
      expect(out).toMatch(/\/no-existe-\w+: 200, no 404/);
      expect(out).toContain(`/website/csp-report: 404, no ${API_PROBE_STATUS}`);
      expect(out).toContain('/website/behaviour-failure: 404, no 400');
      expect(out).toContain('✗ 4 de 8 comprobaciones fallaron.');
      // What the copy did not break still passes.
      expect(out).toContain('✓ Un rastreo sin scripts llega a todas las páginas desde el inicio');
    } finally {
      await broken.stop();
    }
  });
});
