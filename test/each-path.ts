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
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${path}: ${message.split('\n')[0]}`);
    }
  }
  return failures;
}
