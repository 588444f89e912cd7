import { type Pixels, luminance } from './pixels';

/**
 * What a designer checks on a page, as functions that run in the page (issue 39): written once,
 * run by Playwright in Chromium (design.test.ts) and by each engine's driver (engines/design.ts).
 * Each is sent to the browser as its source: it uses nothing but its arguments and the page.
 */

/** The WCAG text-spacing bookmarklet's override (Understanding 1.4.12). */
export const textSpacing = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/**
 * Puts a style sheet in the page, as a reader's extension would; returns the body's letter spacing
 * after it, so a test sees that the sheet took (a page's policy could refuse it).
 */
export function addStyle(css: string): string {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return getComputedStyle(document.body).letterSpacing;
}

/** A text that does not fit its own box: where it is and by how much, in CSS pixels. */
export interface Spill {
  readonly text: string;
  readonly tag: string;
  readonly by: string;
}

/**
 * Every element on screen that draws text of its own and lets it out of its box: its content
 * wider or taller than the box (scroll size against client size), or, in a drawing, a word's
 * glyphs outside the shape painted under it (a badge, a pill). Scroll containers (a tab list, a
 * carousel) scroll by design, and a visually hidden text is meant to fit no box: both are left out.
 * With `fittedOnly`, the drawings' words checked are only those fitted to their shape (`textLength`:
 * badges, pills, wordmarks): under a reader's text spacing a diagram's labels widen with the
 * spacing asked for, past the boxes their picture drew at the normal spacing.
 */
export function textSpills(fittedOnly = false): Spill[] {
  const spills: Spill[] = [];
  const ownText = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    return element.getClientRects().length > 0 && style.visibility !== 'hidden';
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || !shown(element)) continue;
    const text = ownText(element);
    if (text === '') continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'contents') continue;
    if (/(auto|scroll)/.test(style.overflowX + style.overflowY)) continue;
    if (element.clientWidth <= 1 || style.clip.startsWith('rect(0')) continue;
    // The header's name gives way by wrapping to a line its box hides (decision 101).
    const logo = element.closest('header a[href="/"]');
    if (logo && !logo.closest('main')) continue;
    const wider = element.scrollWidth - element.clientWidth;
    const taller = element.scrollHeight - element.clientHeight;
    if (wider > 1 || taller > 1)
      spills.push({
        text: text.slice(0, 40),
        tag: element.tagName.toLowerCase(),
        by: `${wider} × ${taller} px`,
      });
  }
  // A word in a drawing, set on a shape (a rect, a path, a circle) drawn before it whose box holds
  // its anchor: the glyphs' box must stay inside that shape's.
  for (const text of document.querySelectorAll('svg text')) {
    if (!(text instanceof SVGTextElement) || !shown(text)) continue;
    const fitted = text.hasAttribute('textLength') || text.querySelector('tspan[textLength]');
    if (fittedOnly && !fitted) continue;
    const glyphs = text.getBBox();
    const anchor = { x: glyphs.x + glyphs.width / 2, y: glyphs.y + glyphs.height / 2 };
    const shapes = [...(text.parentElement?.children ?? [])]
      .slice(0, [...(text.parentElement?.children ?? [])].indexOf(text))
      .filter((shape): shape is SVGGraphicsElement =>
        /^(rect|path|circle|ellipse)$/.test(shape.tagName),
      )
      .map((shape) => shape.getBBox())
      .filter(
        (box) =>
          box.x <= anchor.x &&
          anchor.x <= box.x + box.width &&
          box.y <= anchor.y &&
          anchor.y <= box.y + box.height,
      )
      .sort((a, b) => a.width * a.height - b.width * b.height);
    const shape = shapes[0];
    if (!shape) continue;
    const outside = Math.max(
      shape.x - glyphs.x,
      glyphs.x + glyphs.width - (shape.x + shape.width),
      0,
    );
    if (outside > 0.5)
      spills.push({
        text: (text.textContent ?? '').trim(),
        tag: 'svg text',
        by: `${outside.toFixed(1)} px (svg units) out of its shape`,
      });
  }
  return spills;
}

/**
 * The page's grid as drawn: the content edges (inside the gutters) of every container in the
 * page's main part, each with the heading it starts with, and the left edge of every form and
 * of every section heading that is not centred. On one grid, each list holds one value.
 */
export function gridEdges(): { containers: string[]; lefts: string[] } {
  const round = (value: number) => Math.round(value);
  const containers = [...document.querySelectorAll('main .MuiContainer-root')]
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const left = round(box.left + parseFloat(style.paddingLeft));
      const right = round(box.right - parseFloat(style.paddingRight));
      return `${left}–${right}`;
    });
  const lefts = [...document.querySelectorAll('main h1, main h2, main form')]
    .filter(
      (element) =>
        element.getClientRects().length > 0 &&
        getComputedStyle(element).textAlign !== 'center' &&
        // A heading set beside its picture or inside a card is the card's, not the page's.
        !element.closest('.MuiCard-root, li, [role="tabpanel"], section[aria-label] section'),
    )
    .map((element) => String(round(element.getBoundingClientRect().left)));
  return { containers: [...new Set(containers)], lefts: [...new Set(lefts)] };
}

/** One container edge for the whole page, and every heading and form starting on it (Node side). */
export function onOneGrid({ containers, lefts }: ReturnType<typeof gridEdges>): boolean {
  return containers.length === 1 && lefts.every((left) => containers[0]!.startsWith(`${left}–`));
}

/** Where the words of the home hero are, and the colour each is drawn in. */
export function heroWords(): {
  what: string;
  color: string;
  lines: { x: number; y: number; width: number; height: number }[];
}[] {
  const hero = document.querySelector('section[aria-labelledby="hero-title"]');
  const words = [hero?.querySelector('h1'), hero?.querySelector('h1 + p')].filter(
    (element): element is HTMLElement => element instanceof HTMLElement,
  );
  return words.map((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return {
      what: element.tagName.toLowerCase(),
      color: getComputedStyle(element).color,
      lines: [...range.getClientRects()]
        .filter((line) => line.width > 0)
        .map((line) => ({ x: line.x, y: line.y, width: line.width, height: line.height })),
    };
  });
}

/** Hides (or shows again) the hero's words, leaving what is drawn behind them. */
export function hideHeroWords(hidden: boolean) {
  const hero = document.querySelector('section[aria-labelledby="hero-title"]');
  for (const element of hero?.querySelectorAll<HTMLElement>('h1, h1 + p') ?? [])
    element.style.color = hidden ? 'transparent' : '';
}

/** Resolves after `count` frames the page painted: the particle field drew in between. */
export function framesLater(count: number): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
    requestAnimationFrame(next);
  });
}

/** A line of text on screen, in CSS pixels from the window's top left corner. */
export interface Line {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The lowest contrast (WCAG's ratio) between a text drawn in `color` (CSS `rgb()`/`rgba()`, its
 * alpha laid over each pixel as the browser lays it) and the pixels behind its lines, in a
 * screenshot of the window `scale` device pixels per CSS pixel, taken with the text hidden.
 */
export function lowestContrast(shot: Pixels, lines: readonly Line[], color: string, scale: number) {
  const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number) as number[];
  let lowest = Infinity;
  for (const line of lines) {
    const top = Math.max(0, Math.floor(line.y * scale));
    const bottom = Math.min(shot.height, Math.ceil((line.y + line.height) * scale));
    const left = Math.max(0, Math.floor(line.x * scale));
    const right = Math.min(shot.width, Math.ceil((line.x + line.width) * scale));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const at = (y * shot.width + x) * 3;
        const behind = [shot.rgb[at]!, shot.rgb[at + 1]!, shot.rgb[at + 2]!] as const;
        const text = [r!, g!, b!].map((channel, i) =>
          Math.round(a * channel + (1 - a) * behind[i]!),
        );
        const [light, dark] = [luminance(text[0]!, text[1]!, text[2]!), luminance(...behind)].sort(
          (first, second) => second - first,
        );
        lowest = Math.min(lowest, (light! + 0.05) / (dark! + 0.05));
      }
    }
  }
  return lowest;
}
