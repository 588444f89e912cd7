/**
 * What the account setup checks on GitHub (bin/github-settings.ts, decision 141): the OIDC
 * subject template that puts the ref in an environment job's `sub`, and each environment's
 * branch rule (only main) and production's reviewers — asked through GitHub's REST API with a
 * token, or printed to check by hand without one.
 */
import { describe, expect, it } from 'vitest';
import {
  type BranchPolicies,
  type EnvironmentAnswer,
  environmentFinding,
  githubFindings,
  manualChecks,
  subTemplateFinding,
} from '../../bin/github-settings';

const REPOSITORY = 'ayni-cloud/sitio-web';
const onlyMain: EnvironmentAnswer = {
  deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
  protection_rules: [{ type: 'required_reviewers' }],
};
const mainPolicy: BranchPolicies = { branch_policies: [{ name: 'main', type: 'branch' }] };

describe('the OIDC subject template', () => {
  it('passes when the repository puts repo, context and ref in sub', () => {
    expect(
      subTemplateFinding(
        { use_default: false, include_claim_keys: ['repo', 'context', 'ref'] },
        REPOSITORY,
      ).level,
    ).toBe('ok');
  });

  it.each([
    ['GitHub’s default', { use_default: true }],
    ['a template without the ref', { use_default: false, include_claim_keys: ['repo', 'context'] }],
    ['no answer', undefined],
  ])(
    '%s: stops, since no deploy role would accept the token, with the command that sets it',
    (_, template) => {
      const finding = subTemplateFinding(template, REPOSITORY);
      expect(finding.level).toBe('stop');
      expect(finding.message).toContain(
        `gh api -X PUT repos/${REPOSITORY}/actions/oidc/customization/sub`,
      );
      expect(finding.message).toContain('"include_claim_keys":["repo","context","ref"]');
    },
  );
});

describe('an environment’s rules', () => {
  it('passes when only main deploys, and production has reviewers', () => {
    expect(environmentFinding('production', onlyMain, mainPolicy, REPOSITORY).level).toBe('ok');
    expect(
      environmentFinding('staging', { ...onlyMain, protection_rules: [] }, mainPolicy, REPOSITORY)
        .level,
    ).toBe('ok');
  });

  it.each([
    ['any branch', { ...onlyMain, deployment_branch_policy: null }, undefined, 'cualquier rama'],
    [
      'protected branches',
      {
        ...onlyMain,
        deployment_branch_policy: { protected_branches: true, custom_branch_policies: false },
      },
      undefined,
      'ramas protegidas',
    ],
    [
      'main and a pattern',
      onlyMain,
      { branch_policies: [{ name: 'main' }, { name: 'release/*' }] },
      'ramas: main, release/*',
    ],
    ['no environment', undefined, undefined, 'el entorno production no existe'],
  ] as const)(
    '%s: warns, naming the rule and where to change it',
    (_, environment, policies, said) => {
      const finding = environmentFinding('production', environment, policies, REPOSITORY);
      expect(finding.level).toBe('warning');
      expect(finding.message).toContain(said);
      expect(finding.message).toContain(`https://github.com/${REPOSITORY}/settings/environments`);
    },
  );

  it('production without reviewers: warns that nobody approves', () => {
    const finding = environmentFinding(
      'production',
      { ...onlyMain, protection_rules: [] },
      mainPolicy,
      REPOSITORY,
    );
    expect(finding.message).toContain('nadie aprueba el paso a producción');
  });
});

describe('asking GitHub', () => {
  it('reads the template, each environment and its branch policies, with the token', async () => {
    const asked: string[] = [];
    const answers: Record<string, unknown> = {
      [`/repos/${REPOSITORY}/actions/oidc/customization/sub`]: {
        use_default: false,
        include_claim_keys: ['repo', 'context', 'ref'],
      },
      [`/repos/${REPOSITORY}/environments/staging`]: onlyMain,
      [`/repos/${REPOSITORY}/environments/staging/deployment-branch-policies`]: mainPolicy,
      [`/repos/${REPOSITORY}/environments/production`]: onlyMain,
      [`/repos/${REPOSITORY}/environments/production/deployment-branch-policies`]: mainPolicy,
    };
    const fake = (async (url: string, init: RequestInit) => {
      const path = new URL(url).pathname;
      asked.push(path);
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer t0ken');
      return path in answers
        ? new Response(JSON.stringify(answers[path]), { status: 200 })
        : new Response('{}', { status: 404 });
    }) as typeof fetch;
    const findings = await githubFindings(REPOSITORY, ['staging', 'production'], 't0ken', fake);
    expect(findings.map((f) => f.level)).toEqual(['ok', 'ok', 'ok']);
    expect(asked).toEqual(Object.keys(answers));
  });

  it('without a token, says what to check by hand', () => {
    const text = manualChecks(REPOSITORY, ['staging', 'production']);
    expect(text).toContain('Sin GITHUB_TOKEN');
    expect(text).toContain('Environments → staging: Deployment branches and tags → solo "main"');
    expect(text).toContain(
      'Environments → production: Deployment branches and tags → solo "main"; Required reviewers.',
    );
  });
});
