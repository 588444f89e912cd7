/**
 * The page's one module script: initAll installs every behaviour over the prerendered page,
 * then says so on <html> for the styles that wait for it (the carousel's arrows, for one).
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEHAVIOUR_FAILURE_PATH } from '../../../contract/contact-constants';
import { ContactForm } from '../forms/ContactForm';
import { initAll } from './index';
import { mark, markup } from './markup';

const uninstall: (() => void)[] = [];

/** The beacons the page sent: jsdom has no navigator.sendBeacon, so each test gets a stub. */
let beacons: [url: string, data: unknown][] = [];

beforeEach(() => {
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: unknown) => {
      beacons.push([url, data]);
      return true;
    },
  });
});

afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
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

/** Tabs a release broke: their panel's id starts with a digit, which no selector can name. */
function BrokenTabs() {
  return (
    <div {...mark('tabs')}>
      <ul {...mark('tabsList')}>
        <li>
          <a href="#1-migracion">Migración</a>
        </li>
      </ul>
      <div {...mark('tabsTrack')}>
        <section id="1-migracion" {...mark('tabsPanel')}>
          Migración
        </section>
      </div>
    </div>
  );
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
    // Nothing failed: nothing is sent.
    expect(beacons).toEqual([]);
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
    expect(beacons).toEqual([]);
  });

  it('a browser without sendBeacon still reports in the console, and starts the rest', async () => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    render(
      <>
        <BrokenTabs />
        <ContactForm idPrefix="c" />
      </>,
    );
    const report = vi.spyOn(globalThis, 'reportError').mockImplementation(() => undefined);
    try {
      await init();
      expect(report).toHaveBeenCalledOnce();
    } finally {
      report.mockRestore();
    }
    expect((screen.getByRole('form') as HTMLFormElement).noValidate).toBe(true);
    expect(document.documentElement).toHaveAttribute(markup.behavioursOn, '');
  });

  it('a behaviour whose markup it cannot read stops only itself: it is reported by name, and the ones after it start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    render(
      <>
        <BrokenTabs />
        <ContactForm idPrefix="c" />
        <footer>
          © <span {...mark('currentYear')}>2026</span>
        </footer>
      </>,
    );
    const reported: unknown[] = [];
    const report = vi
      .spyOn(globalThis, 'reportError')
      .mockImplementation((error) => void reported.push(error));
    try {
      await init();
    } finally {
      report.mockRestore();
    }
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain('«tabs» no pudo iniciarse');
    expect(String((reported[0] as Error).cause)).toContain('SyntaxError');
    // And one beacon to the operator's endpoint: the name and the error's line, as JSON.
    expect(beacons).toHaveLength(1);
    const [[url, data]] = beacons as [[string, Blob]];
    expect(url).toBe(BEHAVIOUR_FAILURE_PATH);
    expect(data).toBeInstanceOf(Blob);
    expect(data.type).toBe('application/json');
    const sent = JSON.parse(await data.text()) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['behaviour', 'error']);
    expect(sent.behaviour).toBe('tabs');
    const cause = (reported[0] as Error).cause as Error;
    expect(sent.error).toBe(`SyntaxError: ${cause.message}`);
    // Before it, the forms; after it, the year: both started, and <html> says all had their turn.
    expect((screen.getByRole('form') as HTMLFormElement).noValidate).toBe(true);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031');
    expect(document.documentElement).toHaveAttribute(markup.behavioursOn, '');
    // The broken tabs stay what the HTML made them: a link to its panel.
    expect(screen.getByRole('link', { name: 'Migración' })).not.toHaveAttribute('role');
  });
});
