/**
 * The visitor's journeys, written once and run in each engine (docs/decisions/092): Chromium,
 * Gecko (Firefox ESR) and WebKit (WebKitGTK), each from its own test file, against the built site
 * the local stack serves (the real API, its queue and the SES emulator). Every test's name starts
 * with the engine, and every failure message names the engine and the journey.
 *
 * The Chromium-only files beside this folder go deeper (every link, every menu's words, the bench's
 * speculation rules); these are the journeys most likely to differ between engines, and the
 * fallbacks the site keeps where an engine lacks a feature.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { siteRoutes } from '../../../routes/site-routes';
import {
  type EngineName,
  type EnginePage,
  type Target,
  type Viewport,
  engineLabels,
} from '../../../scripts/engines/engine';
import { EngineKeeper } from '../../../scripts/engines/keeper';
import { readQueueState } from '../../../scripts/local-queue';
import { readMailStore } from '../../../scripts/mail-emulator';
import { applicationForm } from '../../../frontend/src/content/ayuda/trabaja-con-nosotros';
import { contactForm } from '../../../frontend/src/content/contacto/formulario';
import {
  desktopMenus,
  demosMenu,
  mobileSections,
} from '../../../frontend/src/content/shared/navigation';
import { headerLabels } from '../../../frontend/src/content/shared/site-frame';
import { videoLabels } from '../../../frontend/src/content/shared/ui';
import { markup } from '../../../frontend/src/behaviours/markup';
import { baseUrl, patiently, viewports } from '../browser';
import { designJourneys } from './design';
import { type ScriptFreeSite, startScriptFreeSite } from './script-free';

/** A journey that opens several pages or sends a mail: launches and page loads on a busy machine. */
const JOURNEY_TIMEOUT_MS = 90_000;
/** Starting an engine (WebKitGTK's driver and its display) on a busy machine. */
const LAUNCH_TIMEOUT_MS = 120_000;

interface Opened {
  readonly page: EnginePage;
}

/**
 * Launches `name` for the calling test file and closes it after the file. Each journey runs in
 * the kept engine (keeper.ts: restarted, and the journey retried once, if it dies mid-journey),
 * and every page it opened is closed when it ends, passed or failed.
 */
function useEngine(name: EngineName) {
  const keeper = new EngineKeeper(name);
  let scriptFree: ScriptFreeSite | undefined;
  const pages: EnginePage[] = [];
  beforeAll(async () => {
    [, scriptFree] = await Promise.all([keeper.start(), startScriptFreeSite(baseUrl())]);
  }, LAUNCH_TIMEOUT_MS);
  afterAll(async () => {
    await keeper.close();
    await scriptFree?.close();
  });

  /**
   * Opens `path` as a visitor has it a moment after it shows: loaded, and its behaviour modules
   * started (`markup.behavioursOn` on <html>, what the page's own styles key on). With
   * `scripts: false`, the page as a browser running no script gets it.
   */
  async function open(
    path: string,
    {
      viewport = viewports.desktop,
      scripts = true,
    }: { viewport?: Viewport; scripts?: boolean } = {},
  ): Promise<Opened> {
    const page = await keeper.engine.newPage({ viewport });
    pages.push(page);
    await page.goto((scripts ? baseUrl() : scriptFree!.url) + path);
    if (scripts) await behavioursStarted(page);
    return { page };
  }

  /** A test of one journey; its limit allows for a restart and the retry. */
  function journey(title: string, body: () => Promise<void>) {
    it(title, { timeout: 2 * JOURNEY_TIMEOUT_MS + LAUNCH_TIMEOUT_MS }, () =>
      keeper.run(title, async () => {
        try {
          await body();
        } finally {
          // One after the other: WebKit's pages share one WebDriver session.
          for (const page of pages.splice(0)) await page.close().catch(() => undefined);
        }
      }),
    );
  }
  return { open, journey };
}

async function behavioursStarted(page: EnginePage) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (attribute) => document.documentElement.hasAttribute(attribute),
          markup.behavioursOn,
        ),
      {
        ...patiently,
        message: `${page.engine}: los comportamientos no arrancaron en ${await page.url()}`,
      },
    )
    .toBe(true);
}

/** Polls `fn` in the page until it returns `expected`; a failure says what was awaited, and where. */
async function until<R, A extends readonly unknown[]>(
  page: EnginePage,
  what: string,
  expected: R,
  fn: (...args: A) => R,
  ...args: A
) {
  await expect
    .poll(() => page.evaluate(fn, ...args), { ...patiently, message: `${page.engine}: ${what}` })
    .toEqual(expected);
}

/** The path and `<h1>` of the document on screen. */
const where = (page: EnginePage) =>
  page.evaluate(() => ({
    path: location.pathname,
    h1: document.querySelector('h1')?.textContent?.trim() ?? '',
  }));

/** The open popover (a header dropdown or the drawer): its id, or null. */
const openPopover = (page: EnginePage) =>
  page.evaluate(() => document.querySelector('[popover]:popover-open')?.id ?? null);

/** What has the focus: its text (or label) and its href. */
const focused = (page: EnginePage) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      href: element?.getAttribute('href') ?? null,
    };
  });

const button = (name: string): Target => ({ css: 'button', name });
const link = (name: string, within = ''): Target => ({ css: `${within} a[href]`.trim(), name });

/** Mails in the emulator that mention `token`. */
async function mailsMentioning(token: string) {
  return (await readMailStore(inject('mailUrl'))).filter((mail) =>
    `${mail.subject}\n${mail.body.text ?? ''}`.includes(token),
  );
}

/**
 * Exactly one mail mentions `token`: the mail is queued before the API answers and delivered right
 * after, so once one has arrived and the queue holds nothing more, the count is final.
 */
async function expectOneMail(engine: EngineName, token: string) {
  await vi.waitFor(
    async () => {
      if ((await mailsMentioning(token)).length === 0)
        throw new Error(`${engine}: no llegó el correo ${token} al emulador`);
      const { queued } = await readQueueState(inject('mailQueueUrl'));
      if (queued > 0) throw new Error(`${engine}: la cola de correo aún tiene mensajes`);
    },
    { timeout: 15_000, interval: 100 },
  );
  expect(await mailsMentioning(token), `${engine}: un solo correo con ${token}`).toHaveLength(1);
}

export function journeys(name: EngineName) {
  describe(engineLabels[name], () => {
    const { open, journey } = useEngine(name);
    designJourneys(name, open, journey);

    // One test per route, each with its own budget: a walk of every route in one test outgrew any
    // single budget on a saturated CI machine (WebKitGTK takes seconds a page there).
    describe('every route', () => {
      for (const { path } of siteRoutes)
        journey(
          `${name}: ${path} loads, its behaviours start, nothing overflows a 390 px phone and nothing fails`,
          async () => {
            const { page } = await open(path, { viewport: viewports.phone });
            // As a visitor has it a moment later: what the page starts after load (the particle
            // field) arrived — leaving earlier would abort that download, and Firefox reports
            // such an aborted import as an error.
            await until(
              page,
              `${path}: the particle field arrived`,
              true,
              () => document.querySelector('canvas[data-particles="idle"]') === null,
            );
            const state = await page.evaluate(() => ({
              path: location.pathname,
              h1: document.querySelector('h1')?.textContent?.trim() ?? '',
              overflows: document.documentElement.scrollWidth > window.innerWidth,
            }));
            expect(
              { ...state, problems: await page.problems() },
              `${name}: ${path} as a visitor has it`,
            ).toEqual({ path, h1: expect.stringMatching(/\S/), overflows: false, problems: [] });
          },
        );
    });

    journey(
      `${name}: the drawer opens from the menu button, its sections open and close, a link loads its page and the drawer is gone`,
      async () => {
        const { page } = await open('/servicios', { viewport: viewports.phone });
        await page.click(button(headerLabels.menuButton));
        await until(page, 'the drawer opens', 'true', () =>
          String(document.querySelector('[data-drawer]')?.matches(':popover-open')),
        );
        const width = await page.evaluate(
          () => document.querySelector('[data-drawer]')!.getBoundingClientRect().width,
        );
        expect(Math.round(width), `${name}: drawer width`).toBe(260);
        const sectionOpen = (label: string) =>
          page.evaluate(
            (label) =>
              [...document.querySelectorAll('[data-drawer] details')]
                .find((details) => details.querySelector('summary')?.textContent?.trim() === label)
                ?.hasAttribute('open') ?? null,
            label,
          );
        for (const section of mobileSections) {
          await page.click({ css: '[data-drawer] summary', name: section.label });
          await expect.poll(() => sectionOpen(section.label), patiently).toBe(true);
          const shown = await page.evaluate(
            (label) =>
              [...document.querySelectorAll('[data-drawer] details')]
                .find((details) => details.querySelector('summary')?.textContent?.trim() === label)!
                .querySelectorAll('a[href]').length,
            section.label,
          );
          expect(shown, `${name}: links of ${section.label}`).toBe(section.links.length);
          await page.click({ css: '[data-drawer] summary', name: section.label });
          await expect.poll(() => sectionOpen(section.label), patiently).toBe(false);
        }
        const aws = mobileSections.find((section) => section.label === 'AWS')!;
        const target = aws.links.find((candidate) => candidate.to === '/aws/ofertas')!;
        await page.click({ css: '[data-drawer] summary', name: aws.label });
        await page.click(link(target.label, '[data-drawer]'));
        await expect
          .poll(() => where(page), patiently)
          .toEqual({ path: '/aws/ofertas', h1: 'Ofertas AWS' });
        expect(await openPopover(page), `${name}: the drawer closed`).toBeNull();
        expect(await page.problems()).toEqual([]);
      },
    );

    journey(
      `${name}: every header dropdown opens under its button on a click, takes the focus, and closes on a click outside (menus placed by script where CSS anchor positioning would do it)`,
      async () => {
        const { page } = await open('/');
        const menus = [
          ...desktopMenus.map((menu) => ({ menu, button: button(menu.label), align: 'start' })),
          { menu: demosMenu, button: button(headerLabels.demosButton), align: 'end' },
        ];
        for (const { menu, button: opener, align } of menus) {
          await page.click(opener);
          // Open, with its links, the focus on the first, where it rests once its entrance
          // animation is over: one look, as the visitor takes it in.
          const look = () =>
            page.evaluate(async (name) => {
              const menu = document.querySelector<HTMLElement>('[popover]:popover-open');
              if (!menu) return null;
              await Promise.all(menu.getAnimations().map((animation) => animation.finished));
              const opener = [...document.querySelectorAll('button')].find(
                (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name,
              )!;
              const m = menu.getBoundingClientRect();
              const b = opener.getBoundingClientRect();
              return {
                links: [...menu.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
                focus: document.activeElement?.textContent?.trim() ?? null,
                menu: { left: m.left, right: m.right, top: m.top },
                button: { left: b.left, right: b.right, bottom: b.bottom },
                // The window's width as the page lays out in it (a classic scrollbar takes its part).
                window: document.documentElement.clientWidth,
              };
            }, opener.name!);
          await expect
            .poll(look, { ...patiently, message: `${name}: ${menu.label} opens on its first link` })
            .toMatchObject({ links: menu.links.map((l) => l.to), focus: menu.links[0]!.label });
          const boxes = (await look())!;
          expect(boxes.menu.top, `${name}: ${menu.label} under its button`).toBeGreaterThanOrEqual(
            boxes.button.bottom - 1,
          );
          expect(boxes.menu.right).toBeLessThanOrEqual(boxes.window);
          // Lined up with its button's start (the demos menu: its end), or, too wide for the room
          // left, 16 px inside the window as MUI's menu is.
          const lined =
            align === 'end'
              ? boxes.menu.right - boxes.button.right
              : boxes.button.left + (boxes.menu.right - boxes.menu.left) <= boxes.window - 16
                ? boxes.menu.left - boxes.button.left
                : boxes.menu.right - (boxes.window - 16);
          expect(
            Math.abs(lined),
            `${name}: ${menu.label} lined up (${JSON.stringify(boxes)})`,
          ).toBeLessThan(1);
          await page.clickAt(640, 600);
          await expect.poll(() => openPopover(page), patiently).toBeNull();
        }
        expect(await page.problems()).toEqual([]);
      },
    );

    journey(
      `${name}: by keyboard alone, each dropdown opens with Enter on its first link, the arrows (Home and End) move in it, Escape closes it and gives the focus back`,
      async () => {
        const { page } = await open('/');
        const focusIs = (expected: { name: string; href: string | null }, after: string) =>
          expect
            .poll(() => focused(page), { ...patiently, message: `${name}: ${after}` })
            .toEqual(expected);
        for (const [index, menu] of desktopMenus.entries()) {
          const first = { name: menu.links[0]!.label, href: menu.links[0]!.to };
          const second = { name: menu.links[1]!.label, href: menu.links[1]!.to };
          const last = { name: menu.links.at(-1)!.label, href: menu.links.at(-1)!.to };
          // Tab along the page to the menu's button, as a keyboard visitor gets there.
          for (let presses = 0; (await focused(page)).name !== menu.label; presses++) {
            if (presses > 40)
              throw new Error(`${name}: Tab never reached the ${menu.label} button`);
            await page.press('Tab');
          }
          await page.press('Enter');
          await focusIs(first, `Enter on ${menu.label}`);
          await page.press('ArrowDown');
          await focusIs(second, `ArrowDown in ${menu.label}`);
          // Every key in the first and the last menu; the same code moves in the others.
          if (index === 0 || index === desktopMenus.length - 1) {
            await page.press('End');
            await focusIs(last, `End in ${menu.label}`);
            await page.press('ArrowDown');
            await focusIs(first, `ArrowDown round the end of ${menu.label}`);
            await page.press('ArrowUp');
            await focusIs(last, `ArrowUp round the start of ${menu.label}`);
            await page.press('Home');
            await focusIs(first, `Home in ${menu.label}`);
          }
          await page.press('Escape');
          await focusIs({ name: menu.label, href: null }, `Escape in ${menu.label}`);
          expect(await openPopover(page), `${name}: Escape closes ${menu.label}`).toBeNull();
        }
        // ArrowDown on a closed menu's button opens it too.
        await page.press('ArrowDown');
        await expect
          .poll(() => focused(page), patiently)
          .toEqual({
            name: desktopMenus.at(-1)!.links[0]!.label,
            href: desktopMenus.at(-1)!.links[0]!.to,
          });
        expect(await page.problems()).toEqual([]);
      },
    );

    // WebKitGTK's MiniBrowser under Xvfb, with no window manager to activate it, never has the
    // system's focus (document.hasFocus() is false): no element matches :focus there, in any page,
    // so its journey proves the walk and the ring's look is Chromium's and Gecko's to prove
    // (decision 101). Every other engine must have the focus, and show the ring.
    const ringShows = name !== 'webkit';
    journey(
      ringShows
        ? `${name}: Tab reaches every control of / on a phone and of /contacto/formulario on a desktop, and each looks different focused than unfocused (the focus ring is CSS's, decision 091)`
        : `${name}: Tab reaches every control of / on a phone and of /contacto/formulario on a desktop (its window under Xvfb never has the focus, so no ring can show: decision 101)`,
      async () => {
        const failures: string[] = [];
        const reached: Record<string, number> = {};
        /** Whether the browser's window had the system's focus: no element matches `:focus` without it. */
        let windowFocused = true;
        for (const [path, viewport] of [
          ['/', viewports.phone],
          ['/contacto/formulario', viewports.desktop],
        ] as const) {
          const { page } = await open(path, { viewport });
          reached[path] = 0;
          if (!(await page.evaluate(() => document.hasFocus()))) windowFocused = false;
          for (let presses = 0; ; presses++) {
            if (presses > 200) throw new Error(`${name}: ${path}: Tab never came round`);
            await page.press('Tab');
            // In the page: the control Tab reached (null once the focus comes round or leaves
            // the page), its ring's computed style focused, then a moment unfocused; the focus
            // goes back to it, where the next Tab goes on from.
            const control = await page.evaluate(() => {
              const element = document.activeElement;
              if (!(element instanceof HTMLElement) || element === document.body) return null;
              const walk = window as unknown as { tabbed?: WeakSet<Element> };
              const tabbed = (walk.tabbed ??= new WeakSet());
              if (tabbed.has(element)) return null;
              tabbed.add(element);
              const look = () => {
                const style = getComputedStyle(element);
                return {
                  outline:
                    style.outlineStyle === 'none'
                      ? 'none'
                      : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
                  boxShadow: style.boxShadow,
                };
              };
              const focused = { ...look(), focusVisible: element.matches(':focus-visible') };
              // A scrolling box the engine made a Tab stop by itself (no tabindex): it stops
              // being one when a behaviour changes its overflow, and the focus is lost.
              const scroller = element.tagName === 'DIV' && !element.hasAttribute('tabindex');
              element.blur();
              const unfocused = look();
              element.focus({ preventScroll: true });
              const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
                .replace(/\s+/g, ' ')
                .trim()
                .slice(0, 40);
              const href = element.getAttribute('href');
              return {
                name: `${element.tagName.toLowerCase()} «${label}»${href ? ` → ${href}` : ''}`,
                scroller,
                focused,
                unfocused,
              };
            });
            if (!control) break;
            reached[path] += 1;
            if (control.scroller)
              failures.push(
                `${name}: ${path}: ${control.name}: a scrolling box is a Tab stop of its own`,
              );
            if (!windowFocused) continue;
            const { focused, unfocused } = control;
            const ring = /^\w+ (\d+(?:\.\d+)?)px/.exec(focused.outline);
            const problem = !focused.focusVisible
              ? 'it does not match :focus-visible after Tab'
              : focused.outline === unfocused.outline && focused.boxShadow === unfocused.boxShadow
                ? `it looks the same focused and unfocused (outline ${focused.outline}, box-shadow ${focused.boxShadow})`
                : !ring || Number(ring[1]) < 2
                  ? `its focused outline is not a ring 2 px or wider (${focused.outline})`
                  : undefined;
            if (problem) failures.push(`${name}: ${path}: ${control.name}: ${problem}`);
          }
          // One page at a time (WebKit's driver has one session).
          await page.close();
        }
        expect(failures, `${name}: controls without a visible focus`).toEqual([]);
        // Every control, not a few: the page's links, buttons and fields (menus closed).
        expect(reached['/'], `${name}: controls Tab reached on /`).toBeGreaterThanOrEqual(30);
        expect(
          reached['/contacto/formulario'],
          `${name}: controls Tab reached on /contacto/formulario`,
        ).toBeGreaterThanOrEqual(30);
        if (ringShows)
          expect(windowFocused, `${name}: the browser's window had the focus`).toBe(true);
      },
    );

    describe('the /aws/servicios tabs', () => {
      /** The selected tab and the panels wholly inside the track, and which of them are inert. */
      const shown = (page: EnginePage) =>
        page.evaluate(() => {
          const root = document.querySelector('[data-tabs]')!;
          const track = root.querySelector('[data-tabs-track]')!.getBoundingClientRect();
          const panels = [...root.querySelectorAll<HTMLElement>('[data-tabs-panel]')];
          return {
            tab: root.querySelector('[aria-selected="true"]')?.textContent?.trim() ?? null,
            inView: panels
              .filter((panel) => {
                const box = panel.getBoundingClientRect();
                return box.left >= track.left - 1 && box.right <= track.right + 1;
              })
              .map(
                (panel) =>
                  panel.getAttribute('aria-label') ??
                  root.querySelector(`[aria-controls="${panel.id}"]`)?.textContent?.trim(),
              ),
            live: panels.filter((panel) => !panel.inert).length,
          };
        });
      const tabNames = (page: EnginePage) =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-tabs] [role="tab"]')].map((tab) =>
            tab.textContent!.trim(),
          ),
        );

      journey(
        `${name}: on a phone a tap selects each tab and slides its panel in; the arrows, Home and End move between the tabs`,
        async () => {
          const { page } = await open('/aws/servicios', { viewport: viewports.phone });
          const tabs = await tabNames(page);
          expect(tabs.length, `${name}: tabs`).toBe(4);
          for (const tab of [...tabs.slice(1), tabs[0]!]) {
            await page.tap({ css: '[role="tab"]', name: tab });
            await expect
              .poll(() => shown(page), { ...patiently, message: `${name}: tab ${tab}` })
              .toEqual({ tab, inView: [tab], live: 1 });
          }
          expect(await focused(page)).toMatchObject({ name: tabs[0] });
          for (const [key, tab] of [
            ['ArrowRight', tabs[1]],
            ['ArrowLeft', tabs[0]],
            ['End', tabs[3]],
            // Round the ends, both ways.
            ['ArrowRight', tabs[0]],
            ['ArrowLeft', tabs[3]],
            ['Home', tabs[0]],
          ] as const) {
            await page.press(key);
            await expect
              .poll(() => shown(page), { ...patiently, message: `${name}: ${key} → ${tab}` })
              .toEqual({ tab, inView: [tab], live: 1 });
            expect(await focused(page), `${name}: ${key} moves the focus`).toMatchObject({
              name: tab,
            });
          }
          expect(await page.problems()).toEqual([]);
        },
      );

      journey(
        `${name}: a sideways scroll of the panels (a swipe, a trackpad) selects the tab of the panel it settles on, with or without the scrollend event`,
        async () => {
          const { page } = await open('/aws/servicios', { viewport: viewports.phone });
          const tabs = await tabNames(page);
          const hasScrollEnd = await page.evaluate(() => 'onscrollend' in window);
          const width = await page.evaluate(
            () => document.querySelector('[data-tabs-track]')!.clientWidth,
          );
          await page.wheel({ css: '[data-tabs-track]' }, width, 0);
          await expect
            .poll(() => shown(page), {
              ...patiently,
              message: `${name} (scrollend: ${hasScrollEnd}): the swipe's panel selects its tab`,
            })
            .toEqual({ tab: tabs[1], inView: [tabs[1]], live: 1 });
          // The panel the visitor now sees answers: its links are not inert.
          expect(await page.problems()).toEqual([]);
        },
      );
    });

    journey(
      `${name}: the home carousel starts near the window and its arrows move it round`,
      async () => {
        const { page } = await open('/');
        await page.evaluate(() =>
          document.querySelector('[data-carousel]')!.scrollIntoView({ block: 'center' }),
        );
        await until(page, 'the carousel starts', 'true', () =>
          document.querySelector('[data-carousel]')!.getAttribute('data-carousel-ready'),
        );
        const inView = () =>
          page.evaluate(() => {
            const root = document.querySelector('[data-carousel]')!;
            const viewport = root
              .querySelector('[data-carousel-viewport]')!
              .getBoundingClientRect();
            return [...root.querySelectorAll('[aria-roledescription="diapositiva"]')]
              .map((slide) => ({
                box: slide.getBoundingClientRect(),
                label: slide.getAttribute('aria-label') ?? '',
              }))
              .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
              .sort((a, b) => a.box.left - b.box.left)
              .map(({ label }) => label)[0];
          });
        const before = await inView();
        expect(before, `${name}: a slide in view`).toMatch(/^1 de \d+$/);
        const count = Number(before!.split(' de ')[1]);
        await page.click(button('Diapositiva siguiente'));
        await expect.poll(inView, { ...patiently, message: `${name}: next` }).toBe(`2 de ${count}`);
        await page.click(button('Diapositiva anterior'));
        await expect
          .poll(inView, { ...patiently, message: `${name}: previous` })
          .toBe(`1 de ${count}`);
        await page.click(button('Diapositiva anterior'));
        await expect
          .poll(inView, { ...patiently, message: `${name}: round to the last` })
          .toBe(`${count} de ${count}`);
        expect(await page.problems()).toEqual([]);
      },
    );

    journey(
      `${name}: the video facade plays in place: the privacy-enhanced player takes its place`,
      async () => {
        const { page } = await open('/aws/servicios/base-de-datos/RDS');
        const facade = await page.evaluate((play) => {
          const link = [...document.querySelectorAll('a[data-video]')].find((a) =>
            (a.getAttribute('aria-label') ?? a.textContent ?? '').includes(play),
          );
          return link
            ? {
                name: (link.getAttribute('aria-label') ?? link.textContent)!.trim(),
                embed: link.getAttribute('data-video'),
              }
            : null;
        }, videoLabels.play);
        expect(facade, `${name}: a video facade`).not.toBeNull();
        await page.click({ css: 'a[data-video]', name: facade!.name });
        await until(
          page,
          'the player replaces the facade',
          true,
          (embed) => {
            const frame = document.querySelector('iframe');
            return !!frame && frame.src.startsWith(String(embed));
          },
          facade!.embed,
        );
        const src = await page.evaluate(() => document.querySelector('iframe')!.src);
        expect(new URL(src).host).toBe('www.youtube-nocookie.com');
        // The machine has no internet: the player's own page cannot load here.
        expect(
          (await page.problems()).filter((line) => !line.includes('youtube-nocookie.com')),
        ).toEqual([]);
      },
    );

    describe('the forms, end to end through the local API into the SES emulator', () => {
      /** The messages shown under each field, by its label's start. */
      const fieldMessages = (page: EnginePage) =>
        page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLInputElement>(
              'form[data-form] input:not([name="SitioWeb"]), form[data-form] textarea',
            ),
          ].map((field) =>
            (field.getAttribute('aria-describedby') ?? '')
              .split(' ')
              .filter(Boolean)
              .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
              .join(' '),
          ),
        );
      /** The open result dialog: its title and text, and whether it holds the focus. */
      const dialog = (page: EnginePage) =>
        page.evaluate(() => {
          const open = document.querySelector<HTMLDialogElement>('dialog[open]');
          return open
            ? {
                title: open.querySelector('[data-result-title]')?.textContent?.trim(),
                focusInside: open.contains(document.activeElement),
              }
            : null;
        });

      journey(
        `${name}: the contact form shows the spec's messages for an empty send, then sends a valid message once, shows its dialog, and gives the focus back to Enviar`,
        async () => {
          const { page } = await open('/contacto/formulario', { viewport: viewports.phone });
          await page.click(button('Enviar'));
          await expect
            .poll(() => fieldMessages(page), patiently)
            .toEqual([
              'Ingrese nombres y apellidos',
              'Ingrese número de teléfono',
              'Ingrese correo electrónico',
              'Ingrese su mensaje por favor',
            ]);
          expect(
            await focused(page),
            `${name}: the first field with a message has the focus`,
          ).toMatchObject({ href: null });
          const token = randomUUID().slice(0, 8);
          await page.type(contactFields().nombres, `Rosa Mamani ${token}`);
          await page.type(contactFields().telefono, '987 654 321');
          await page.type(contactFields().email, 'rosa.mamani@example.pe');
          await page.type(contactFields().mensaje, `Quisiera una evaluación. Ref. ${token}`);
          await expect.poll(() => fieldMessages(page), patiently).toEqual(['', '', '', '']);
          await page.click(button('Enviar'));
          await expect
            .poll(() => dialog(page), { ...patiently, message: `${name}: the success dialog` })
            .toEqual({ title: 'Correo enviado exitosamente', focusInside: true });
          expect(
            await page.evaluate(() =>
              [
                ...document.querySelectorAll<HTMLInputElement>(
                  'form[data-form] input:not([name="SitioWeb"]), form[data-form] textarea',
                ),
              ].map((f) => f.value),
            ),
            `${name}: the form is cleared after the success`,
          ).toEqual(['', '', '', '']);
          await expectOneMail(name, token);
          const [mail] = await mailsMentioning(token);
          expect(mail!.body.text).toContain('Teléfono: 987654321');
          await page.click(button('Aceptar'));
          await expect.poll(() => dialog(page), patiently).toBeNull();
          expect(await focused(page), `${name}: the focus back on Enviar`).toEqual({
            name: 'Enviar',
            href: null,
          });
          expect(await page.problems()).toEqual([]);
        },
      );

      journey(
        `${name}: the application form sends a valid application once and shows its dialog`,
        async () => {
          const { page } = await open('/ayuda/trabaja-con-nosotros');
          const token = randomUUID().slice(0, 8);
          await page.type(
            { css: 'form[data-form] input', name: applicationForm.labels.contacto },
            'luis.quispe@example.pe',
          );
          await page.type(
            { css: 'form[data-form] input', name: applicationForm.labels.nombreCompleto },
            `Luis Quispe ${token}`,
          );
          await page.type(
            { css: 'form[data-form] textarea', name: applicationForm.labels.descripcion },
            `Desarrollador con cinco años en AWS. Ref. ${token}`,
          );
          await page.click(button('Enviar postulación'));
          await expect
            .poll(() => dialog(page), { ...patiently, message: `${name}: the success dialog` })
            .toEqual({ title: '¡Postulación enviada exitosamente!', focusInside: true });
          await expectOneMail(name, token);
          await page.press('Escape');
          await expect.poll(() => dialog(page), patiently).toBeNull();
          expect(await focused(page)).toEqual({ name: 'Enviar postulación', href: null });
          expect(await page.problems()).toEqual([]);
        },
      );
    });

    describe('where the engine lacks a feature, the page still works', () => {
      journey(
        `${name}: a link in the page loads its page (speculation rules prerender it in Chromium; elsewhere it is an ordinary load)`,
        async () => {
          const { page } = await open('/aws/casos-exito');
          const speculates = await page.evaluate(
            () => HTMLScriptElement.supports?.('speculationrules') ?? false,
          );
          expect(speculates, `${name}: speculation rules`).toBe(name === 'chromium');
          await page.click(link('Leer más...', 'main'));
          await expect
            .poll(() => where(page), patiently)
            .toEqual({
              path: '/aws/casos-exito/central-telefonica-connect',
              h1: expect.any(String) as string,
            });
          await behavioursStarted(page);
          expect((await where(page)).h1).not.toBe('');
          expect(await page.problems()).toEqual([]);
        },
      );

      journey(
        `${name}: after a scroll ends (the scrollend event, or a still moment where it is missing) the links on screen are the ones marked to prerender`,
        async () => {
          const { page } = await open('/', { viewport: viewports.phone });
          const marked = () =>
            page.evaluate((attribute) => {
              const links = [...document.querySelectorAll(`a[${attribute}]`)];
              // Marked are the pages of the last screens seen (three at most), and so their links
              // elsewhere: the screen the scroll ended on has its footer links among them.
              return links.some((a) => {
                const box = a.getBoundingClientRect();
                return a.closest('footer') !== null && box.bottom > 0 && box.top < innerHeight;
              });
            }, markup.prerender);
          await page.wheel({ css: 'main' }, 0, 20_000);
          await expect
            .poll(marked, {
              ...patiently,
              message: `${name}: the footer's links marked after the scroll`,
            })
            .toBe(true);
          expect(await page.problems()).toEqual([]);
        },
      );

      journey(
        `${name}: the behaviours start once the first contentful paint is reported (Paint Timing), and work without Event Timing, idle callbacks or scheduler.yield`,
        async () => {
          const { page } = await open('/');
          const support = await page.evaluate(() => ({
            paint: PerformanceObserver.supportedEntryTypes.includes('paint'),
            fcp: performance.getEntriesByName('first-contentful-paint').length,
          }));
          expect(support, `${name}: paint timing`).toEqual({ paint: true, fcp: 1 });
          // What started after the idle moment (the particle field) runs, whatever the engine has.
          await until(page, 'the particle field runs', 'running', () =>
            document.querySelector('canvas[data-particles]')?.getAttribute('data-particles'),
          );
          expect(await page.problems()).toEqual([]);
        },
      );
    });

    describe('without scripts (the page as the HTML has it)', () => {
      journey(
        `${name}: the drawer and a header dropdown open as native popovers, the drawer's sections as native disclosures`,
        async () => {
          const { page } = await open('/', { viewport: viewports.phone, scripts: false });
          expect(
            await page.evaluate(
              (a) => document.documentElement.hasAttribute(a),
              markup.behavioursOn,
            ),
          ).toBe(false);
          await page.click(button(headerLabels.menuButton));
          await until(
            page,
            'the drawer opens',
            true,
            () => !!document.querySelector('[data-drawer]:popover-open'),
          );
          await page.click({ css: '[data-drawer] summary', name: 'Contacto' });
          await until(page, 'Contacto opens', true, () =>
            [...document.querySelectorAll('[data-drawer] details[open] a')].some(
              (a) => a.getAttribute('href') === '/contacto/formulario',
            ),
          );
          await page.press('Escape');
          await expect.poll(() => openPopover(page), patiently).toBeNull();
          await page.close();

          const desktop = await open('/', { scripts: false });
          await desktop.page.click(button(desktopMenus[0]!.label));
          await until(
            desktop.page,
            `${desktopMenus[0]!.label} opens`,
            desktopMenus[0]!.links.map((l) => l.to),
            () =>
              [...document.querySelectorAll('[popover]:popover-open a[href]')].map((a) =>
                a.getAttribute('href'),
              ),
          );
        },
      );

      journey(
        `${name}: the contact form posts itself: the browser's own checks, then the page's sent panel, and one mail`,
        async () => {
          const { page } = await open('/contacto/formulario', { scripts: false });
          const token = randomUUID().slice(0, 8);
          await page.type(contactFields().nombres, `Ana Torres ${token}`);
          await page.type(contactFields().telefono, '987654321');
          await page.type(contactFields().email, 'ana.torres@example.pe');
          await page.type(contactFields().mensaje, `Hola, sin scripts. Ref. ${token}`);
          await page.click(button('Enviar'));
          await until(
            page,
            'the sent panel shows',
            { path: '/contacto/formulario', hash: '#contacto-enviado', shown: true },
            () => ({
              path: location.pathname,
              hash: location.hash,
              shown:
                (document.getElementById('contacto-enviado')?.getClientRects().length ?? 0) > 0,
            }),
          );
          await expectOneMail(name, token);
        },
      );
    });
  });
}

/** The contact form's fields, by their labels. */
function contactFields() {
  return {
    nombres: { css: 'form[data-form] input', name: contactForm.labels.nombres },
    telefono: { css: 'form[data-form] input', name: contactForm.labels.telefono },
    email: { css: 'form[data-form] input', name: contactForm.labels.email },
    mensaje: { css: 'form[data-form] textarea', name: contactForm.labels.mensaje },
  };
}
