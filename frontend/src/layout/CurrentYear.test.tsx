/**
 * The footer's year: the build's in the prerendered HTML, the visitor's once
 * behaviours/current-year.ts runs (a page built in December is still read in January).
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showCurrentYear } from '../behaviours/current-year';
import { markup } from '../behaviours/markup';
import { CurrentYear } from './CurrentYear';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CurrentYear', () => {
  it('writes the year of the build, marked for the behaviour', () => {
    render(<CurrentYear />);
    expect(screen.getByText('2026')).toHaveAttribute(markup.currentYear);
  });

  it('shows the visitor’s year once the behaviours run, and touches nothing else', () => {
    const { container } = render(
      <p>
        © <CurrentYear /> Ayni Cloud, desde <span>2026</span>
      </p>,
    );
    vi.setSystemTime(new Date('2027-01-15T12:00:00Z'));
    showCurrentYear(document);
    expect(container).toHaveTextContent('© 2027 Ayni Cloud, desde 2026');
    expect(container.querySelector(`[${markup.currentYear}]`)).toHaveTextContent(/^2027$/);
  });

  it('leaves the HTML as it is when the build’s year is still the visitor’s', () => {
    const { container } = render(<CurrentYear />);
    const changes = new MutationObserver(() => undefined);
    changes.observe(container, { subtree: true, childList: true, characterData: true });
    showCurrentYear(document);
    expect(changes.takeRecords()).toEqual([]);
    changes.disconnect();
    expect(container).toHaveTextContent(/^2026$/);
  });
});
