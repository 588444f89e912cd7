import { inspect } from 'node:util';

/**
 * One test per property, not one per page. `failuresOn` runs a check on every path in
 * turn and gathers each failure as `path: the first expectation it failed`, so that a
 * single `expect(failures).toEqual([])` names every page that fails, and why.
 */
export async function failuresOn(
  paths: readonly string[],
  check: (path: string) => unknown,
): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    try {
      await check(path);
    } catch (error) {
      failures.push(`${path}: ${whatWentWrong(error)}`);
    }
  }
  return failures;
}

/** An expectation's message on one line, with the values it abbreviates (`{ Object (uri) }`) spelled out. */
function whatWentWrong(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const line = error.message.split('\n')[0]!.replace(/ \/\/ Object\.is equality$/, '');
  const { actual, expected } = error as { actual?: unknown; expected?: unknown };
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  if (!isObject(actual) && !isObject(expected)) return line;
  // Keeps the label an expectation was given (`expect(value, 'label')`).
  const label = line.slice(0, Math.max(0, line.indexOf('expected ')));
  return `${label}got ${brief(actual)}, expected ${brief(expected)}`;
}

const brief = (value: unknown) =>
  inspect(value, { breakLength: Infinity, depth: 4, maxStringLength: 200 });
