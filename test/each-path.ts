import { inspect } from 'node:util';

/**
 * How many pages a browser walk works on at once. A walk spends most of its time waiting on the
 * browser (a load, a frame, a screenshot): a few pages in turn keep both cores busy where one
 * leaves them idle, and more only queue behind each other.
 */
export const PAGES_AT_ONCE = 3;

/**
 * One test per property, not one per page. `failuresOn` runs a check on every path, `atOnce`
 * paths at a time (each in a page of its own), and gathers each failure as `path: the first
 * expectation it failed`, in the paths' order, so that a single `expect(failures).toEqual([])`
 * names every page that fails, and why.
 */
export async function failuresOn<Path extends string>(
  paths: readonly Path[],
  check: (path: Path) => unknown,
  { atOnce = 1 }: { atOnce?: number } = {},
): Promise<string[]> {
  const failures: (string | undefined)[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < paths.length; index = next++) {
      const path = paths[index]!;
      try {
        await check(path);
      } catch (error) {
        failures[index] = `${path}: ${whatWentWrong(error)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, paths.length) }, worker));
  return failures.filter((failure) => failure !== undefined);
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
