/**
 * The keyboard's walk through a page, as the focus-visible and focus-not-obscured tests take
 * it: Tab (or Shift+Tab, or the arrows in a menu) from where the focus is, until the focus comes
 * back to a control it already visited or leaves the page, reporting each control on the way.
 */
import type { Page } from 'playwright-core';
import type { Box } from './pixels';

export interface FocusStop {
  /** How a person would name it in a report: its tag, its name, where it leads. */
  readonly name: string;
  /** The landmark it sits in ('header', 'footer', 'main', a popover's id…), for grouping. */
  readonly region: string;
  /**
   * What decides how its focus ring is drawn: its tag and classes and those of every ancestor
   * (emotion names a class by a hash of its styles, so the same chain is the same styles on the
   * same backgrounds, whatever the page), and how many lines it takes. Two controls with one
   * look show the same ring.
   */
  readonly look: string;
  /** Its border box in the viewport, CSS pixels. */
  readonly box: Box;
  /**
   * Its first and last boxes: a link that wraps has one per line, and its ring follows them,
   * the top and start of the first, the bottom and end of the last. Both are `box` otherwise.
   */
  readonly first: Box;
  readonly last: Box;
  /** How far the page is scrolled. */
  readonly scroll: { readonly x: number; readonly y: number };
  /** The viewport's size. */
  readonly viewport: { readonly width: number; readonly height: number };
  /** The bottom edge of the sticky header, in the viewport (0 if none is stuck on screen). */
  readonly headerBottom: number;
}

/**
 * What the focus is on, once it and the page stand still: undefined when it is on nothing (the
 * body) or back on a visited control.
 */
function focusStop(page: Page, settle: boolean): Promise<FocusStop | undefined> {
  return page.evaluate(async (settle) => {
    const element = document.activeElement;
    if (!element || element === document.body) return undefined;
    // Each control once: the walk stops when the focus comes round again.
    const walk = window as unknown as { focusWalkSeen?: WeakSet<Element>; focusWalkAt?: Element };
    const seen = (walk.focusWalkSeen ??= new WeakSet());
    if (!settle) {
      if (seen.has(element)) return undefined;
      seen.add(element);
    }
    walk.focusWalkAt = element;
    if (settle)
      await (window as unknown as { focusWalkStill: () => Promise<void> }).focusWalkStill();
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLElement ? element.innerText : element.textContent) ??
      '';
    const href = element.getAttribute('href');
    const name = `${element.tagName.toLowerCase()} "${label.replace(/\s+/g, ' ').trim().slice(0, 50)}"${href ? ` → ${href}` : ''}`;
    const popover = element.closest('[popover]');
    const region = popover
      ? `#${popover.id}`
      : (element.closest('header, footer, main')?.tagName.toLowerCase() ?? 'body');
    const chain: string[] = [];
    for (let at: Element | null = element; at; at = at.parentElement)
      chain.push(`${at.tagName}.${at.getAttribute('class') ?? ''}`);
    const { x, y, width, height } = element.getBoundingClientRect();
    const scroll = { x: scrollX, y: scrollY };
    const rects = [...element.getClientRects()].filter((rect) => rect.width > 0);
    const plain = (rect: DOMRect | undefined) =>
      rect
        ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
        : { x, y, width, height };
    const header = document.querySelector('header');
    const headerBox = header?.getBoundingClientRect();
    const stuck = header && getComputedStyle(header).position === 'sticky';
    return {
      name,
      region,
      look: `${chain.join(' < ')} (${rects.length} lines)`,
      box: { x, y, width, height },
      first: plain(rects[0]),
      last: plain(rects.at(-1)),
      scroll,
      viewport: { width: innerWidth, height: innerHeight },
      headerBottom: stuck && headerBox && headerBox.bottom > 0 ? headerBox.bottom : 0,
    };
  }, settle);
}

/**
 * Presses `key` until the focus comes round or leaves the page, calling `visit` with each
 * control it lands on while the focus is still there, as the focus found it; `settled()` waits
 * for it and the page to stand still and describes it again. A visit that answers 'stop' ends
 * the walk (the focus has left the part walked). `fromFocused`: the control focused now is the
 * first stop, before any press. At most `limit` presses.
 */
export async function walkFocus(
  page: Page,
  key: 'Tab' | 'Shift+Tab' | 'ArrowDown',
  visit: (stop: FocusStop, settled: () => Promise<FocusStop>) => Promise<void | 'stop'>,
  { limit = 400, fromFocused = false }: { limit?: number; fromFocused?: boolean } = {},
): Promise<number> {
  await page.evaluate(() => {
    // Waits for the control the walk is on, focused or not, and everything in it to stand
    // still: its transitions and animations finished, and its box the same on two frames in a
    // row (a carousel's engine moves its track by script, not by an animation).
    const walk = window as unknown as {
      focusWalkAt?: Element;
      focusWalkStill: () => Promise<void>;
    };
    walk.focusWalkStill = async () => {
      const target = walk.focusWalkAt;
      if (!target) return;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await Promise.all(target.getAnimations({ subtree: true }).map((a) => a.finished));
      let last = '';
      for (;;) {
        const { x, y, width, height } = target.getBoundingClientRect();
        const now = `${x},${y},${width},${height},${scrollX},${scrollY}`;
        if (now === last) return;
        last = now;
        await frame();
      }
    };
  });
  let visited = 0;
  for (let presses = 0; presses < limit; presses++) {
    if (presses > 0 || !fromFocused) await page.keyboard.press(key);
    const stop = await focusStop(page, false);
    if (!stop) return visited;
    visited += 1;
    if ((await visit(stop, async () => (await focusStop(page, true))!)) === 'stop') return visited;
  }
  throw new Error(`${key} pressed ${limit} times and the focus never came round`);
}

/**
 * Takes the focus off the control the walk is on and waits for it to stand still; the next Tab
 * goes on from it all the same.
 */
export async function blurFocused(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const walk = window as unknown as {
      focusWalkAt?: HTMLElement;
      focusWalkStill: () => Promise<void>;
    };
    walk.focusWalkAt?.blur();
    await walk.focusWalkStill();
  });
}

/**
 * Gives the focus back to the control the walk is on (after `blurFocused`), where a key that
 * moves on from it must find it: an arrow in a menu answers only from a link of that menu.
 */
export async function refocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { focusWalkAt?: HTMLElement }).focusWalkAt?.focus();
  });
}
