import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/build-site';

/** The repository's own text files, as git knows them. */
function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|md|json)$/.test(file) && !file.endsWith('package-lock.json'));
}

const decisionsDir = join(repoRoot, 'docs', 'decisions');

interface DecisionRecord {
  file: string;
  number: string;
  title: string | undefined;
  date: string | undefined;
  /** The whole Status line's value. */
  status: string | undefined;
  /** `Accepted` or `Superseded by NNN`: what the index shows. */
  verdict: string | undefined;
  supersededBy: string | undefined;
}

/**
 * Every record: `# NNN — Title`, a blank line, `Date: YYYY-MM-DD`, `Status: Accepted…` or
 * `Status: Superseded by NNN…` (docs/decisions/README.md).
 */
function decisionRecords(): DecisionRecord[] {
  return readdirSync(decisionsDir)
    .filter((file) => /^\d{3}-[a-z0-9-]+\.md$/.test(file))
    .sort()
    .map((file) => {
      const [heading = '', , dateLine = '', statusLine = ''] = readFileSync(
        join(decisionsDir, file),
        'utf8',
      ).split('\n');
      const title = new RegExp(`^# ${file.slice(0, 3)} — (\\S.*)$`).exec(heading)?.[1];
      const date = /^Date: (\d{4}-\d{2}-\d{2})$/.exec(dateLine)?.[1];
      const status = /^Status: (\S.*)$/.exec(statusLine)?.[1];
      const verdict = /^(Accepted|Superseded by (\d{3}))\b/.exec(status ?? '');
      return {
        file,
        number: file.slice(0, 3),
        title,
        date,
        status,
        verdict: verdict?.[1],
        supersededBy: verdict?.[2],
      };
    });
}

/** A real calendar day written as YYYY-MM-DD (2026-02-30 is not one). */
function isIsoDate(date: string | undefined): boolean {
  if (!date) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * The numbers a Status line lists after `word`, each maybe with a note in parentheses:
 * `supersedes 040 · amends 066 (why), 067 and 072` → 066, 067, 072.
 */
function listed(status: string | undefined, word: 'supersedes' | 'amends'): string[] {
  const segment = new RegExp(`\\b${word} ([^·]*)`).exec(status ?? '')?.[1] ?? '';
  return [...segment.replace(/\([^)]*\)/g, '').matchAll(/\b\d{3}\b/g)].map(([number]) => number);
}

describe('decision records', () => {
  const records = decisionRecords();
  const byNumber = new Map(records.map((record) => [record.number, record]));

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

  it('every record opens with its number and title, a Date and a Status line', () => {
    expect(records.length).toBeGreaterThan(40);
    const faults = records.flatMap((record) => [
      ...(record.title ? [] : [`${record.file}: no "# ${record.number} — Title" heading`]),
      ...(isIsoDate(record.date) ? [] : [`${record.file}: no "Date: YYYY-MM-DD" on line 3`]),
      ...(record.verdict
        ? []
        : [`${record.file}: no "Status: Accepted" or "Status: Superseded by NNN" on line 4`]),
    ]);
    expect(faults).toEqual([]);
  });

  it('a record is superseded by an existing later record that says it supersedes it', () => {
    const faults: string[] = [];
    for (const record of records) {
      const by = record.supersededBy;
      if (by) {
        const later = byNumber.get(by);
        if (!later) faults.push(`${record.file}: superseded by ${by}, which does not exist`);
        else if (!listed(later.status, 'supersedes').includes(record.number)) {
          faults.push(`${record.file}: superseded by ${by}, whose Status does not say so`);
        }
      }
      for (const old of listed(record.status, 'supersedes')) {
        if (byNumber.get(old)?.supersededBy !== record.number) {
          faults.push(
            `${record.file}: supersedes ${old}, which is not "Superseded by ${record.number}"`,
          );
        }
      }
      for (const old of listed(record.status, 'amends')) {
        const amended = byNumber.get(old);
        if (!amended) faults.push(`${record.file}: amends ${old}, which does not exist`);
        else if (
          !new RegExp(`\\bamended by\\b.*\\b${record.number}\\b`).test(amended.status ?? '')
        ) {
          faults.push(`${record.file}: amends ${old}, whose Status does not say so`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('the index lists every record once, with its title, date, status and what it changes', () => {
    const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
    const lines = [
      ...index.matchAll(
        /^\| (\d{3}) \| \[(.+)\]\(([^)]+)\) \| (\d{4}-\d{2}-\d{2}) \| (Accepted|Superseded by \d{3}) \|(.*)\|$/gm,
      ),
    ];
    // The last column, from the Status lines: `supersedes 040 · amends 001, 031 · amended by 084`.
    const amendedBy = new Map<string, string[]>();
    for (const record of records) {
      for (const old of listed(record.status, 'amends')) {
        amendedBy.set(old, [...(amendedBy.get(old) ?? []), record.number]);
      }
    }
    const changes = (record: DecisionRecord) =>
      [
        ['supersedes', listed(record.status, 'supersedes')] as const,
        ['amends', listed(record.status, 'amends')] as const,
        ['amended by', (amendedBy.get(record.number) ?? []).sort()] as const,
      ]
        .filter(([, numbers]) => numbers.length > 0)
        .map(([word, numbers]) => `${word} ${numbers.join(', ')}`)
        .join(' · ');
    const faults: string[] = [];
    for (const [, number = '', title, file, date, verdict, cell = ''] of lines) {
      const record = byNumber.get(number);
      if (!record) faults.push(`docs/decisions/README.md: ${number} is not a record`);
      else if (
        file !== record.file ||
        title !== record.title ||
        date !== record.date ||
        verdict !== record.verdict ||
        cell.trim() !== changes(record)
      ) {
        faults.push(
          `docs/decisions/README.md: ${number} should read "[${record.title}](${record.file}) | ${record.date} | ${record.verdict} | ${changes(record)} |"`,
        );
      }
    }
    const listedNumbers = lines.map(([, number]) => number);
    for (const record of records) {
      const times = listedNumbers.filter((number) => number === record.number).length;
      if (times !== 1)
        faults.push(`docs/decisions/README.md: ${record.file} listed ${times} times`);
    }
    expect(faults).toEqual([]);
  });

  it('every relative link in the docs, the records and the READMEs names a file that exists', () => {
    const markdown = trackedTextFiles().filter(
      (file) => file.endsWith('.md') && (file.startsWith('docs/') || file.endsWith('README.md')),
    );
    expect(markdown).toContain('docs/decisions/README.md');
    const broken: string[] = [];
    for (const file of markdown) {
      const text = readFileSync(join(repoRoot, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target = ''] of text.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)) {
        if (/^([a-z][a-z0-9+.-]*:|#)/i.test(target)) continue;
        const path = decodeURIComponent(target.split('#')[0] ?? '');
        const absolute = path.startsWith('/')
          ? join(repoRoot, path)
          : resolve(dirname(join(repoRoot, file)), path);
        if (!existsSync(absolute)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
