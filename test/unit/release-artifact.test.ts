/**
 * Build once, promote the same bytes (bin/release-artifact.ts, decision 141): the production job
 * deploys only the site whose digest the staging job recorded after its deploy and smoke check.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { notPassedByStaging, siteDigest } from '../../bin/release-artifact';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function site(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'ayni-release-site-'));
  const all = { 'index.html': '<h1>Inicio</h1>', 'assets/app-1a2b.js': 'start()', ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the site’s digest', () => {
  it('names the bytes: the same files give the same digest, wherever they lie', () => {
    expect(siteDigest(site())).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(siteDigest(site())).toBe(siteDigest(site()));
  });

  it('changes with a byte, a renamed file, an added or a missing one', () => {
    const passed = siteDigest(site());
    expect(siteDigest(site({ 'index.html': '<h1>Inicio!</h1>' }))).not.toBe(passed);
    expect(siteDigest(site({ 'robots.txt': 'User-agent: *' }))).not.toBe(passed);
    const renamed = site();
    renameSync(join(renamed, 'assets/app-1a2b.js'), join(renamed, 'assets/app-9z.js'));
    expect(siteDigest(renamed)).not.toBe(passed);
  });
});

describe('the production step', () => {
  it('deploys the site staging passed', () => {
    const dir = site();
    expect(notPassedByStaging(dir, siteDigest(dir))).toBeUndefined();
  });

  it('refuses a site staging did not pass, naming both digests', () => {
    const passed = siteDigest(site());
    const other = site({ 'index.html': '<h1>Otra versión</h1>' });
    const refusal = notPassedByStaging(other, passed);
    expect(refusal).toContain('no es el que pasó la prueba de humo de staging');
    expect(refusal).toContain(passed);
    expect(refusal).toContain(siteDigest(other));
  });

  it('refuses when staging recorded nothing (its deploy or smoke check failed)', () => {
    expect(notPassedByStaging(site(), undefined)).toContain(
      'Staging no registró ningún sitio aprobado',
    );
  });

  it('as the workflow runs it: exit 1 and the reason on a different site, 0 on the passed one', () => {
    const passed = site();
    const other = site({ 'assets/app-1a2b.js': 'start(); tamper()' });
    const check = (dir: string) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'bin/release-artifact.ts', 'check', dir, siteDigest(passed)],
        { cwd: repoRoot, encoding: 'utf8' },
      );
    const refused = check(other);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('no despliego en producción lo que nadie probó');
    expect(check(passed).status).toBe(0);
  }, 60_000);
});
