/**
 * The page's one inline script: it loads the behaviour modules once the page's first contentful
 * paint is on screen (docs/decisions/085). scripts/postbuild.ts compiles this file and writes it
 * into every page's head, on a script element that names the modules: `data-entry`, the entry, and
 * `data-preload`, the chunks it imports, fetched beside it rather than one round trip later.
 *
 * Why after the first paint: nothing the behaviours do is needed to see the page (every first tap
 * answers from the HTML), and a script fetched and run before the first paint delays it on a slow
 * phone, however low its priority. The loader waits for the browser to say the page's first
 * contentful paint is on screen (a frame callback would come before the paint, and the screen can
 * lag the main thread by a frame or more); the rest of a long page may still be arriving, and
 * the behaviours wait for it themselves (app/entry.client.tsx). In a tab the visitor has not looked at yet (or a page
 * the browser prerenders), nothing is painted until it is shown, and the behaviours wait too.
 */
const loader = document.currentScript as HTMLScriptElement;
const { entry = '', preload = '' } = loader.dataset;

/** A module (`rel` modulepreload) or the entry (a module script), at low priority. */
function request(element: HTMLLinkElement | HTMLScriptElement) {
  element.fetchPriority = 'low';
  document.head.append(element);
}

function load() {
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    request(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  request(script);
}

/**
 * Runs `then` once the browser reports the page's first contentful paint, which it does once that
 * frame has reached the screen. Browsers that report no paints run it at once.
 */
function afterContentfulPaint(then: () => void) {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    return then();
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

afterContentfulPaint(load);

export {};
