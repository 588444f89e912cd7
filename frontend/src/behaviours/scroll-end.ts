/**
 * Without the `scrollend` event (Safari before 26.2; WebKitGTK 2.50, which the browser suite
 * drives), how long a scroll must stay still before it counts as ended.
 */
export const SETTLE_MS = 150;

/**
 * Calls `ended` with what has just stopped scrolling (the document, a tab track, a carousel…):
 * on the `scrollend` event where the browser has it, else once that scroller has sent no
 * `scroll` for SETTLE_MS. Captured: neither event bubbles up from an element.
 */
export function onScrollEnd(doc: Document, ended: (scroller: EventTarget) => void): void {
  const options = { capture: true, passive: true };
  if (doc.defaultView && 'onscrollend' in doc.defaultView) {
    doc.addEventListener('scrollend', (event) => ended(event.target!), options);
    return;
  }
  const settling = new Map<EventTarget, ReturnType<typeof setTimeout>>();
  doc.addEventListener(
    'scroll',
    (event) => {
      const scroller = event.target!;
      clearTimeout(settling.get(scroller));
      settling.set(
        scroller,
        setTimeout(() => {
          settling.delete(scroller);
          ended(scroller);
        }, SETTLE_MS),
      );
    },
    options,
  );
}
