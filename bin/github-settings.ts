/**
 * What the account setup checks on GitHub (decision 141), through its REST API when a token is
 * at hand (GITHUB_TOKEN, read access to the repository's administration): the repository's OIDC
 * subject template carries the ref (the deploy roles trust `…:environment:NAME:ref:refs/heads/main`
 * exactly), and each deploy environment lets only `main` deploy, production behind reviewers.
 * Without a token it prints what to check by hand. Each verdict is a pure function of what GitHub
 * answered.
 */
import { DEPLOY_BRANCH, OIDC_SUB_CLAIM_KEYS } from '../infra/pipeline/github-deploy-role';
import type { Finding } from './deploy-checks';

const API = 'https://api.github.com';

/** GET /repos/{owner}/{repo}/actions/oidc/customization/sub */
export interface SubTemplate {
  readonly use_default: boolean;
  readonly include_claim_keys?: readonly string[];
}

/** GET /repos/{owner}/{repo}/environments/{name}, the parts checked. */
export interface EnvironmentAnswer {
  readonly deployment_branch_policy?: {
    readonly protected_branches: boolean;
    readonly custom_branch_policies: boolean;
  } | null;
  readonly protection_rules?: readonly { readonly type: string }[];
}

/** GET …/environments/{name}/deployment-branch-policies */
export interface BranchPolicies {
  readonly branch_policies: readonly { readonly name: string; readonly type?: string }[];
}

const subTemplateCommand = (repository: string) =>
  `gh api -X PUT repos/${repository}/actions/oidc/customization/sub --input - <<< ` +
  `'${JSON.stringify({ use_default: false, include_claim_keys: OIDC_SUB_CLAIM_KEYS })}'`;

export function subTemplateFinding(template: SubTemplate | undefined, repository: string): Finding {
  const keys = template?.use_default === false ? (template.include_claim_keys ?? []) : [];
  if (keys.join(',') === OIDC_SUB_CLAIM_KEYS.join(',')) {
    return {
      level: 'ok',
      message: `Los tokens OIDC de ${repository} llevan la rama: sub = repo:…:environment:…:ref:… (${keys.join(', ')}).`,
    };
  }
  return {
    level: 'stop',
    message:
      `La plantilla del claim sub de ${repository} es ${template?.use_default === false ? JSON.stringify(keys) : 'la de GitHub'}: ` +
      'el sub de un trabajo de entorno no lleva la rama, y los roles de despliegue (que exigen ref:refs/heads/main) no lo aceptarán.\n' +
      `Fíjala una vez (un administrador del repositorio):\n  ${subTemplateCommand(repository)}`,
  };
}

export function environmentFinding(
  name: string,
  environment: EnvironmentAnswer | undefined,
  policies: BranchPolicies | undefined,
  repository: string,
): Finding {
  const settings = `https://github.com/${repository}/settings/environments`;
  const problems: string[] = [];
  if (!environment) {
    problems.push(`el entorno ${name} no existe`);
  } else {
    const rule = environment.deployment_branch_policy;
    const branches = (policies?.branch_policies ?? [])
      .filter((policy) => (policy.type ?? 'branch') === 'branch')
      .map((policy) => policy.name);
    const onlyMain =
      rule?.custom_branch_policies === true &&
      branches.length === 1 &&
      branches[0] === DEPLOY_BRANCH &&
      (policies?.branch_policies.length ?? 0) === 1;
    if (!onlyMain) {
      problems.push(
        `su regla de ramas no es "solo ${DEPLOY_BRANCH}" (${rule ? (rule.custom_branch_policies ? `ramas: ${branches.join(', ') || 'ninguna'}` : 'ramas protegidas') : 'cualquier rama'})`,
      );
    }
    if (
      name === 'production' &&
      !(environment.protection_rules ?? []).some((r) => r.type === 'required_reviewers')
    ) {
      problems.push('no pide revisores (Required reviewers): nadie aprueba el paso a producción');
    }
  }
  if (problems.length === 0) {
    return {
      level: 'ok',
      message: `El entorno ${name} de ${repository} solo despliega desde ${DEPLOY_BRANCH}${name === 'production' ? ', con revisores' : ''}.`,
    };
  }
  return {
    level: 'warning',
    message:
      `El entorno ${name}: ${problems.join('; ')}.\n` +
      `En ${settings}: Deployment branches and tags → Selected branches and tags → solo "${DEPLOY_BRANCH}"` +
      (name === 'production' ? '; Required reviewers: quien aprueba.' : '.'),
  };
}

/** What to check by hand when no token lets the setup ask GitHub. */
export const manualChecks = (repository: string, environments: readonly string[]) =>
  `Sin GITHUB_TOKEN no puedo comprobar GitHub. Comprueba a mano en https://github.com/${repository}/settings:\n` +
  `  1. La plantilla del claim sub: gh api repos/${repository}/actions/oidc/customization/sub debe dar ` +
  `{"use_default":false,"include_claim_keys":${JSON.stringify(OIDC_SUB_CLAIM_KEYS)}}; si no:\n     ${subTemplateCommand(repository)}\n` +
  environments
    .map(
      (name, i) =>
        `  ${i + 2}. Environments → ${name}: Deployment branches and tags → solo "${DEPLOY_BRANCH}"` +
        (name === 'production' ? '; Required reviewers.' : '.'),
    )
    .join('\n');

type Fetch = typeof fetch;

/** GitHub's answer as JSON, or undefined on 404. */
async function get<T>(fetcher: Fetch, token: string, path: string): Promise<T | undefined> {
  const response = await fetcher(`${API}${path}`, {
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
    },
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GitHub ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every GitHub finding for the repository, asked with the token. */
export async function githubFindings(
  repository: string,
  environments: readonly string[],
  token: string,
  fetcher: Fetch = fetch,
): Promise<Finding[]> {
  const repo = `/repos/${repository}`;
  const template = await get<SubTemplate>(fetcher, token, `${repo}/actions/oidc/customization/sub`);
  const findings = [subTemplateFinding(template, repository)];
  for (const name of environments) {
    const environment = await get<EnvironmentAnswer>(
      fetcher,
      token,
      `${repo}/environments/${name}`,
    );
    const policies = environment?.deployment_branch_policy?.custom_branch_policies
      ? await get<BranchPolicies>(
          fetcher,
          token,
          `${repo}/environments/${name}/deployment-branch-policies`,
        )
      : undefined;
    findings.push(environmentFinding(name, environment, policies, repository));
  }
  return findings;
}
