/**
 * Which inline-script hashes a release's viewer-response function accepts.
 *
 * A deployment makes the new function live before the new pages are uploaded and
 * the CDN's copies invalidated, and an edge may serve the previous HTML for minutes
 * after. So the function of release N accepts, per page, release N's hashes and
 * release N-1's, never older ones. `npm run deploy` reads N-1's set from the live
 * function itself (its HASHES / PAGES / PREVIOUS tables, see site-functions.ts) and
 * hands it to the CDK app in a file named by the `liveScriptHashes` context key;
 * a synth without it (tests, the first deployment) embeds release N's set only.
 */
import { readFileSync } from 'node:fs';
import type { PageHashes } from './site-functions';

/** The context key naming the JSON file with the live function's hashes. */
export const LIVE_HASHES_CONTEXT = 'liveScriptHashes';

/** What the live function accepts: its own release's hashes and those it still carries. */
export interface LiveRelease {
  readonly current: PageHashes;
  readonly previous: PageHashes;
}

/**
 * The JSON literal assigned to a top-level variable of the function's code
 * (`HASHES=[…]`, `PAGES={…}`), or undefined when the code has no such variable.
 * The literal is read, never evaluated: the deploy script must not run code it
 * fetched from the account.
 */
function literalOf(code: string, name: string): unknown {
  const start = new RegExp(`(?:^|[\\s,;])(?:var\\s+)?${name}\\s*=\\s*(?=[[{])`).exec(code);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  let depth = 0;
  let inString = false;
  for (let i = from; i < code.length; i++) {
    const char = code[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') {
      depth--;
      if (depth === 0) return JSON.parse(code.slice(from, i + 1));
    }
  }
  throw new Error(`La tabla ${name} de la función publicada no termina.`);
}

/**
 * The tables of a deployed viewer-response function (see site-functions.ts). A
 * function from before the PREVIOUS table existed reads as carrying nothing.
 */
export function liveReleaseHashes(code: string): LiveRelease {
  let HASHES: unknown, PAGES: unknown, PREVIOUS: unknown;
  try {
    [HASHES, PAGES, PREVIOUS] = ['HASHES', 'PAGES', 'PREVIOUS'].map((name) =>
      literalOf(code, name),
    );
  } catch (error) {
    throw new Error(
      `No puedo leer las tablas de la función de cabeceras publicada: ${(error as Error).message}`,
      { cause: error },
    );
  }
  if (
    !Array.isArray(HASHES) ||
    !isIndexTable(PAGES) ||
    !(PREVIOUS === undefined || isIndexTable(PREVIOUS))
  ) {
    throw new Error(
      'La función de cabeceras publicada no tiene las tablas HASHES y PAGES que genera site-functions.ts.',
    );
  }
  const hashes: unknown[] = HASHES;
  const resolve = (table: Record<string, number[]>): PageHashes =>
    Object.fromEntries(
      Object.entries(table).map(([file, indexes]) => [
        file,
        indexes.map((index) => {
          const hash = hashes[index];
          if (typeof hash !== 'string') throw new Error(`Índice de hash inválido en ${file}`);
          return hash;
        }),
      ]),
    );
  return { current: resolve(PAGES), previous: resolve(PREVIOUS ?? {}) };
}

function isIndexTable(value: unknown): value is Record<string, number[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (list) => Array.isArray(list) && list.every((index) => Number.isInteger(index)),
    )
  );
}

const sameHashes = (a: PageHashes, b: PageHashes) => {
  const key = (table: PageHashes) =>
    JSON.stringify(
      Object.keys(table)
        .sort()
        .map((file) => [file, [...(table[file] ?? [])].sort()]),
    );
  return key(a) === key(b);
};

/**
 * The set release N accepts besides its own: the live function's own set (N-1).
 * When the build being deployed is the live one again (a repeated deployment), the
 * live function's carried set stays: N-1 is still the release before it.
 */
export function acceptedPrevious(current: PageHashes, live: LiveRelease | undefined): PageHashes {
  if (!live) return {};
  return sameHashes(current, live.current) ? live.previous : live.current;
}

/** The live release from the file `npm run deploy` wrote, or undefined without one. */
export function readLiveRelease(file: unknown): LiveRelease | undefined {
  if (file === undefined || file === null || file === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(String(file), 'utf8'));
  } catch (error) {
    throw new Error(
      `No puedo leer los hashes de la función publicada (${LIVE_HASHES_CONTEXT}=${String(file)}): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const isTable = (value: unknown): value is PageHashes =>
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (list) => Array.isArray(list) && list.every((hash) => /^sha256-[A-Za-z0-9+/]+=*$/.test(hash)),
    );
  const release = parsed as Partial<LiveRelease> | null;
  if (!release || !isTable(release.current) || !isTable(release.previous)) {
    throw new Error(
      `El archivo ${String(file)} (${LIVE_HASHES_CONTEXT}) no tiene la forma { current, previous } de hashes por página.`,
    );
  }
  return { current: release.current, previous: release.previous };
}
