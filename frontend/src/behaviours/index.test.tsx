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

async function init() {
  const targets: EventTarget[] = [document, window];
  const spies = targets.map((target) => vi.spyOn(target, 'addEventListener'));
  await initAll(document);
  targets.forEach((target, index) => {
    const calls = [...spies[index]!.mock.calls];
    spies[index]!.mockRestore();
    uninstall.push(() => {
      for (const call of calls) target.removeEventListener(...call);
    });
  });
}

describe('initAll', () => {
  it('installs the behaviours over the page, then marks <html>', async () => {
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
    await init();
    expect(document.documentElement).toHaveAttribute(markup.behavioursOn, '');
    expect((screen.getByRole('form') as HTMLFormElement).noValidate).toBe(true);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031');
  });

  it('starts one behaviour per task: a tap meanwhile is answered between them', async () => {
    render(<ContactForm idPrefix="c" />);
    const form = screen.getByRole('form') as HTMLFormElement;
    const started = init();
    // The menus start with the module; the forms, next in line, in the following task.
    expect(form.noValidate).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(form.noValidate).toBe(true);
    expect(document.documentElement).not.toHaveAttribute(markup.behavioursOn);
    await started;
    expect(document.documentElement).toHaveAttribute(markup.behavioursOn, '');
  });

  it('runs on a page with none of the widgets', async () => {
    render(<p>Política de privacidad</p>);
    await expect(init()).resolves.toBeUndefined();
    expect(document.documentElement).toHaveAttribute(markup.behavioursOn, '');
  });
});
