import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/build-site';

/** The repository's own text files, as git knows them. */
function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|md|json)$/.test(file) && !file.endsWith('package-lock.json'));
}

describe('decision records', () => {
  it('every docs/decisions/NNN-… a file names exists', () => {
    const broken: string[] = [];
    for (const file of trackedTextFiles()) {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      for (const [name] of text.matchAll(/decisions\/\d{3}-[a-z0-9-]+\.md/g)) {
        if (!existsSync(join(repoRoot, 'docs', name))) broken.push(`${file}: ${name}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
