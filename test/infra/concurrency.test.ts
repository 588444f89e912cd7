/**
 * The template reserves exactly what infra/concurrency.ts says it does, which is what
 * `npm run deploy` checks the account against; with reserveConcurrency=false, nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  RESERVATIONS,
  UNRESERVED_MINIMUM,
  requiredAccountConcurrency,
  reservedConcurrency,
} from '../../infra/concurrency';
import { resources } from './fixture';

const reservedInTemplate = (context: Record<string, unknown>) =>
  resources('AWS::Lambda::Function', context)
    .map(([, fn]) => fn.Properties.ReservedConcurrentExecutions as number | undefined)
    .filter((reserved) => reserved !== undefined);

describe('reserved concurrency', () => {
  it('by default, the template reserves each function its figure, and the total is reservedConcurrency', () => {
    const reserved = reservedInTemplate({});
    expect(reserved.toSorted()).toEqual(Object.values(RESERVATIONS).toSorted());
    expect(reserved.reduce((sum, n) => sum + n, 0)).toBe(
      reservedConcurrency({ reserveConcurrency: true }),
    );
    expect(reservedConcurrency({ reserveConcurrency: true })).toBe(24);
    expect(requiredAccountConcurrency({ reserveConcurrency: true })).toBe(24 + UNRESERVED_MINIMUM);
  });

  it('with reserveConcurrency=false, the template reserves nothing and any account limit will do', () => {
    expect(reservedInTemplate({ reserveConcurrency: 'false' })).toEqual([]);
    expect(reservedConcurrency({ reserveConcurrency: false })).toBe(0);
    expect(requiredAccountConcurrency({ reserveConcurrency: false })).toBe(0);
  });

  it('docs/deployment.md states each figure once, as the template has it', () => {
    const guide = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
    const prerequisite =
      /The stack reserves \*\*(\d+)\*\* concurrent[\s\S]*?fewer than \*\*(\d+)\*\*[\s\S]*?at least \*\*(\d+)\*\*/.exec(
        guide,
      );
    expect(prerequisite?.slice(1).map(Number)).toEqual([
      reservedConcurrency({ reserveConcurrency: true }),
      UNRESERVED_MINIMUM,
      requiredAccountConcurrency({ reserveConcurrency: true }),
    ]);
    // Stated there only: the rest of the guide points to it.
    expect(guide.match(/\b124\b/g)).toHaveLength(1);
    expect(guide).toContain(
      `each form function ${RESERVATIONS.contact}, the mail sender ${RESERVATIONS.sender}, the not-found function ${RESERVATIONS.notFound}`,
    );
  });
});
