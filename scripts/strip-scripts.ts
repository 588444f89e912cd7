/**
 * A page as a browser that runs no script gets it: the bench's JS-free reference and the engines'
 * script-free proxy (test/e2e/engines/script-free.ts) both take it from here (decision 110).
 */

/** The page with its scripts and module preloads removed: what no JavaScript at all looks like. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*\/?>/g, '');
}
