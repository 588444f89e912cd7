/**
 * Property: a behaviour-failure report's log line keeps no format character and no URL in any
 * spelling (decisions 105 and 130). Whatever text surrounds it, an address written with a
 * scheme, without one (`//host/path?q`, `www.…`, `host.tld/path?query`), in full-width letters,
 * with ideographic dots or backslashes, with bidi controls and zero-width characters hidden
 * inside it, reaches the line as `[url]`: neither its path nor its query is logged. And an error
 * that holds no address loses nothing but its invisible characters.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_DEV = 'true';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH,
  BEHAVIOUR_FAILURE_PATH,
} from '../contract/contact-constants';
import { handler } from './behaviour-failure';
import { captureLogs, proxyEvent } from './test-support';

let logs: ReturnType<typeof captureLogs>;
beforeAll(() => {
  logs = captureLogs();
});
afterAll(() => logs.restore());

/** The error as the report's one log line holds it. */
async function loggedError(error: string): Promise<string> {
  logs.lines.length = 0;
  const result = await handler(
    proxyEvent({
      path: BEHAVIOUR_FAILURE_PATH,
      resource: BEHAVIOUR_FAILURE_PATH,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ behaviour: 'tabs', error }),
    }),
  );
  expect(result.statusCode).toBe(204);
  const [line, ...others] = logs.entries();
  expect(others).toEqual([]);
  return line!.error as string;
}

/** Bidi controls, zero-width characters, the BOM, the soft hyphen, the Arabic letter mark. */
const INVISIBLE = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\u202E',
  '\u2066',
  '\u2069',
  '\uFEFF',
  '\u00AD',
  '\u061C',
  '\u200E',
];
const FORMAT_OR_BREAK = /[\p{Cf}\p{Cc}\u2028\u2029]/u;

const label = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
const host = fc
  .tuple(
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'pe', 'io', 'dev', 'xn--p1ai'),
  )
  .map(([labels, tld]) => [...labels, tld].join('.'));
/** What must never reach the log: a path and a query a visitor's page could carry. */
const secret = fc.stringMatching(/^[A-Za-z0-9]{12}$/);

const fullWidth = (text: string) =>
  [...text].map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join('');

/** One address, spelled each way browsers and people write one, and its secret. */
const url = fc.tuple(host, secret, fc.nat({ max: 13 })).map(([name, token, spelling]) => {
  const rest = `/p/${token}?q=${token}`;
  const address = [
    `https://${name}${rest}`,
    `HTTP://${name}:8080${rest}`,
    `//${name}${rest}`,
    `www.${name}${rest}`,
    `${name}${rest}`,
    `${name}?q=${token}`,
    `${name}:8443/${token}`,
    `${name}\\p\\${token}`,
    `${fullWidth('https://')}${name}${rest}`,
    `${name.replace(/\./g, '\u3002')}${rest}`,
    `data:text/html,${token}`,
    `mailto:${token}@${name}`,
    `192.0.2.${token.length}${rest}`,
    `\\\\${name}${rest}`,
  ][spelling]!;
  return { address, token };
});

/** The address with invisible characters hidden at random places inside it. */
const hidden = fc
  .tuple(url, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLE)), { maxLength: 4 }))
  .map(([{ address, token }, inserts]) => ({
    token,
    address: inserts.reduce((text, [at, char]) => {
      const cut = at % (text.length + 1);
      return text.slice(0, cut) + char + text.slice(cut);
    }, address),
  }));

/** Text around it, any characters at all, apart from the address by a space. */
const around = fc.string({ unit: 'binary', maxLength: 40 });

describe('a behaviour-failure report’s log line', () => {
  it('keeps no format character and no address, whatever surrounds it', async () => {
    await fc.assert(
      fc.asyncProperty(around, hidden, around, async (before, { address, token }, after) => {
        const logged = await loggedError(`TypeError: ${before} ${address} ${after}`);
        expect(logged).not.toMatch(FORMAT_OR_BREAK);
        expect([...logged].length).toBeLessThanOrEqual(BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH);
        expect(logged).not.toContain(token);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps an error without an address as it was, invisible characters aside', async () => {
    // Names as code writes them (`window.matchMedia`); `www.` would start an address.
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,11}$/).filter((w) => !/^www/i.test(w));
    const code = fc.oneof(
      word,
      fc.tuple(word, word).map(([a, b]) => `${a}.${b}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(code, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...INVISIBLE),
        async (words, invisible) => {
          const text = `TypeError: ${words.join(' ')} is not a function`;
          expect(await loggedError(text.replace(/ /g, `${invisible} `))).toBe(
            text.slice(0, BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
