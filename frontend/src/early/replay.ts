/**
 * Presses that need React (a valid form's send, a video's play button) made before
 * the page has hydrated: held, and replayed once, when it has. Buttons opt in with
 * `data-replay`; early/forms.ts holds a valid form's send through `holdUntilHydrated`.
 */
import { isHydrated, whenHydrated } from './signals';

let held: HTMLElement | null = null;

/** Replays a click on `element` once the page has hydrated; a later press replaces an earlier one. */
export function holdUntilHydrated(element: HTMLElement): void {
  const waiting = held !== null;
  held = element;
  if (waiting) return;
  whenHydrated(() => {
    const target = held;
    held = null;
    if (target?.isConnected) target.click();
  });
}

export function installReplay(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (isHydrated() || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>('[data-replay]');
      if (!button) return;
      // React may be hydrating this part right now: keep the press away from it.
      event.stopPropagation();
      holdUntilHydrated(button);
    },
    true,
  );
}
