/**
 * SHA-256 hashes of the inline scripts of the prerendered pages, for the
 * Content-Security-Policy's script-src. The local server hashes the HTML it
 * serves; the CDK app hashes build/client once and embeds the result in the
 * CloudFront viewer-response function. Same function, same answer.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Script types CSP governs: those the browser executes, and the speculation rules, which
 * Chromium refuses by 'inline-speculation-rules' alone once the policy lists a hash (a page's
 * behaviours loader, decision 085). JSON-LD is data.
 */
const executableTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
]);

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The text of every inline script the browser would execute, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (/(?<![\w-])src\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (executableTypes.has(type)) scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression body for a script, e.g. 'sha256-AbC…=' (without quotes). */
export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/** Distinct hashes of a page's inline scripts, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}

/** Every HTML file under `clientDir`, keyed by its URL path ('/servicios/index.html'). */
export function pageScriptHashes(clientDir: string): Record<string, string[]> {
  const hashes: Record<string, string[]> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        const urlPath = '/' + relative(clientDir, path).split(sep).join('/');
        hashes[urlPath] = inlineScriptHashes(readFileSync(path, 'utf8'));
      }
    }
  };
  walk(clientDir);
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}
