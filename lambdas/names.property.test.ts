/**
 * Property: a name is one line. The contract, the gateway model (read as engines that see UTF-16
 * units and as engines that see code points do) and both handlers agree on every C0 control
 * character — CR, LF, TAB, NUL and the rest — and on DEL, the C1 set and the Unicode line
 * separators, wherever in a name it sits: all three refuse it, with the contract's words, and
 * nothing is queued; without it, all three take the name (decision 078: refuse, never strip).
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

import { SendMessageCommand } from '@aws-sdk/client-sqs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  characterFault,
  checkPayload,
  contactPayloadJsonSchema,
  fieldMessages,
  limits,
} from '../contract/contact-api';
import { handler as contactHandler } from './contact';
import { handler as applicationHandler } from './application';
import { envelopeOf, mockMailQueue, postJson, stubTestEnv, validContact } from './test-support';

const queue = mockMailQueue();

beforeAll(() => {
  stubTestEnv();
  queue.reset();
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const C0 = range(0x00, 0x1f);
/** Refused with them: DEL, the C1 set, the line and paragraph separators. */
const ALSO_REFUSED = [0x7f, ...range(0x80, 0x9f), 0x2028, 0x2029];

const nombresPattern = (
  contactPayloadJsonSchema().properties as Record<string, { pattern: string }>
).Nombres!.pattern;
/** The model's verdict on a name, as each kind of engine reads its pattern. */
const modelTakes = (name: string) =>
  [new RegExp(nombresPattern), new RegExp(nombresPattern, 'u')].map((engine) => engine.test(name));

/** What each handler answers for a name, and whether it queued anything. */
async function handlersSay(name: string) {
  return Promise.all(
    [contactHandler, applicationHandler].map(async (handler) => {
      queue.sqs.resetHistory();
      const result = await handler(postJson({ ...validContact, Nombres: name }));
      return {
        envelope: envelopeOf(result),
        queued: queue.sqs.commandCalls(SendMessageCommand).length,
      };
    }),
  );
}

/** Names the contract takes: a line of text with room for one more character. */
const name = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  .filter(
    (text) =>
      text.length < limits.nombresMaxLength &&
      /\S/.test(text) &&
      characterFault('Nombres', text) === undefined,
  );

describe('a control character in a name', () => {
  it('is refused by the contract, the gateway model and both handlers alike; without it, all take the name', async () => {
    const refusal = `Revisa los datos enviados: ${fieldMessages.Nombres.lineBreaksOrControls}.`;
    const controls = [...C0, ...ALSO_REFUSED];
    await fc.assert(
      fc.asyncProperty(name, fc.constantFrom(...controls), fc.nat(), async (clean, code, at) => {
        // Between two code points: never inside a surrogate pair.
        const points = [...clean];
        const cut = at % (points.length + 1);
        const dirty = [
          ...points.slice(0, cut),
          String.fromCharCode(code),
          ...points.slice(cut),
        ].join('');
        expect(dirty.length).toBeLessThanOrEqual(limits.nombresMaxLength);

        expect(checkPayload({ ...validContact, Nombres: dirty })).toEqual({
          ok: false,
          fields: ['Nombres'],
          message: refusal,
        });
        expect(modelTakes(dirty)).toEqual([false, false]);
        for (const said of await handlersSay(dirty)) {
          expect(said).toEqual({ envelope: { statusCode: 400, message: refusal }, queued: 0 });
        }

        expect(checkPayload({ ...validContact, Nombres: clean }).ok).toBe(true);
        expect(modelTakes(clean)).toEqual([true, true]);
        for (const said of await handlersSay(clean)) {
          expect(said.envelope.statusCode).toBe(200);
          expect(said.queued).toBe(1);
        }
      }),
      // Every control character at least once, then anywhere in any name.
      { numRuns: 300, examples: controls.map((code) => ['Ana María', code, 3]) },
    );
  });
});
