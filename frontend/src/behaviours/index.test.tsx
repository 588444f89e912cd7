/**
 * The page's one module script: initAll installs every behaviour over the prerendered page,
 * then says so on <html> for the styles that wait for it (the carousel's arrows, for one).
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../forms/ContactForm';
import { initAll } from './index';
import { mark, markup } from './markup';

const uninstall: (() => void)[] = [];

afterEach(() => {
  for (const remove of uninstall.splice(0)) remove();
  document.documentElement.removeAttribute(markup.behavioursOn);
  vi.useRealTimers();
});

function init() {
  const targets: EventTarget[] = [document, window];
  const spies = targets.map((target) => vi.spyOn(target, 'addEventListener'));
  initAll(document);
  targets.forEach((target, index) => {
    const calls = [...spies[index]!.mock.calls];
    spies[index]!.mockRestore();
    uninstall.push(() => {
      for (const call of calls) target.removeEventListener(...call);
    });
  });
}

describe('initAll', () => {
  it('installs the behaviours over the page, then marks <html>', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    render(
      <>
        <ContactForm idPrefix="c" />
        <footer>
          © <span {...mark('currentYear')}>2026</span>
        </footer>
      </>,
    );
    expect(document.documentElement).not.toHaveAttribute(markup.behavioursOn);
    init();
    expect(document.documentElement).toHaveAttribute(markup.behavioursOn, '');
    expect((screen.getByRole('form') as HTMLFormElement).noValidate).toBe(true);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031');
  });

  it('runs on a page with none of the widgets', () => {
    render(<p>Política de privacidad</p>);
    expect(() => init()).not.toThrow();
    expect(document.documentElement).toHaveAttribute(markup.behavioursOn, '');
  });
});
