import { describe, expect, it } from 'vitest';
import {
  DRAWER_CHECK,
  interactionChecks,
  missedInteractions,
  renderInteractions,
  summarizeInteraction,
} from './interactions';
import { GIVE_UP_MS } from './phone';

const routes = ['/', '/servicios', '/aws/servicios', '/contacto/formulario'];

describe('the interaction run', () => {
  it('times the drawer on every route and the other first taps where they live', () => {
    const checks = interactionChecks(routes);
    const drawers = checks.filter((check) => check.name === DRAWER_CHECK);
    expect(drawers.map((check) => check.path)).toEqual(routes);
    const others = checks.filter((check) => check.name !== DRAWER_CHECK);
    expect(others.map((check) => [check.path, check.viewport, check.budgetMs])).toEqual([
      ['/', 'desktop', 100],
      ['/', 'phone', 100],
      ['/', 'phone', 200],
      ['/aws/servicios', 'phone', 200],
      ['/contacto/formulario', 'phone', 200],
    ]);
    expect(drawers.every((check) => check.budgetMs === 100)).toBe(true);
  });

  it('judges the median of the runs against the budget; the SPA reference has none', () => {
    const check = { name: 'demos menu', path: '/', budgetMs: 100 };
    expect(summarizeInteraction(check, 'site', [30, 250, 40])).toMatchObject({
      median: 40,
      min: 30,
      max: 250,
      ok: true,
    });
    const slow = summarizeInteraction(check, 'site', [120, 130, 90]);
    expect(slow.ok).toBe(false);
    expect(missedInteractions([slow])).toEqual(['/: demos menu 120 ms (budget ≤ 100 ms)']);
    const spa = summarizeInteraction(check, 'SPA', [900, 1000, 1100]);
    expect(spa).toMatchObject({ budgetMs: null, ok: true });
    expect(missedInteractions([spa])).toEqual([]);
  });

  it('reports each row with its verdict, and a tap that never answered as a miss', () => {
    const check = { name: '"Seguridad" tab', path: '/aws/servicios', budgetMs: 200 };
    const markdown = renderInteractions([
      summarizeInteraction(check, 'site', [20, 25, 30]),
      summarizeInteraction(check, 'site', [GIVE_UP_MS, GIVE_UP_MS, GIVE_UP_MS]),
      summarizeInteraction({ ...check, path: '/' }, 'SPA', [400, 500, 600]),
    ]);
    expect(markdown).toContain(
      '| `/aws/servicios` | "Seguridad" tab | 25 ms | 20 ms–30 ms | ≤ 200 ms | ok |',
    );
    expect(markdown).toContain(`| ≥ ${GIVE_UP_MS} ms |`);
    expect(markdown).toContain('**NO**');
    expect(markdown).toContain(
      '| SPA `/` | "Seguridad" tab | 500 ms | 400 ms–600 ms | — | reference |',
    );
  });
});
