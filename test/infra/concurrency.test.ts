/**
 * The template reserves exactly what infra/concurrency.ts says it does, which is what
 * `npm run deploy` checks the account against; with reserveConcurrency=false, nothing.
 */
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
});
