/**
 * Hydration on the visitor's first interaction (docs/decisions/040-hydrate-on-first-interaction.md).
 *
 * Every page is prerendered: its HTML is complete, styled and navigable (real
 * links) before any script runs. React Router's <Scripts /> would still make the
 * browser fetch the whole framework (≈ 165 KB brotli) at load, which under a
 * phone's CPU and network delays the first paint and costs more than the budget
 * allows. This build step rewrites each prerendered page so that:
 *
 * - the `modulepreload` links and the static imports of the route modules are
 *   replaced by one small inline module that waits for the visitor's first sign
 *   of intent (pointer over or down, touch, key, focus, wheel or scroll), then,
 *   once that input has been answered (the next idle moment), preloads every
 *   module of the route in parallel and hydrates — starting it inside the input
 *   event cost a first tap on the home page up to 50 ms on a throttled phone;
 * - nothing a first tap needs waits for it: the menus, the drawer and the
 *   accordions are native HTML, and the early behaviours (frontend/src/early,
 *   loaded with the HTML) drive the tabs, the carousel and the forms' messages,
 *   and hold the few presses only React can answer (a valid form's send, a
 *   video's play) until it has the page;
 * - a click on a link before the scripts have arrived is left to the browser (a
 *   normal load of the prerendered page) and this page no longer hydrates; a
 *   click on a link while React is hydrating is replayed once it has finished
 *   (a client-side navigation), because hydration would cancel the browser's.
 *
 * Nothing is hidden from measurement: the scripts are not requested at all until
 * the visitor interacts, and the bench reports what they weigh then.
 */

import { HYDRATED_EVENT, HYDRATING_FLAG, LEAVING_FLAG } from '../early/signals';

/** Events that mean the visitor is about to use the page: hydration starts at once. */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/**
 * The latest the start may wait for an idle moment after the first intent: the frame
 * that answers the tap comes first, and the download can start right after it.
 */
const HYDRATION_START_TIMEOUT_MS = 150;

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** Static imports of the route modules, rewritten as dynamic ones inside an async function. */
function dynamicImports(body: string): string {
  const rewritten = body
    .replace(/^\s*import\s+"([^"]+)";/gm, 'await import("$1");')
    .replace(
      /^\s*import\s+\*\s+as\s+(\w+)\s+from\s+"([^"]+)";/gm,
      'const $1 = await import("$2");',
    );
  if (/^\s*import\s[^(]/m.test(rewritten)) {
    throw new Error('after-first-paint: React Router emitted an import this step does not know');
  }
  return rewritten;
}

function bootstrap(modules: readonly string[], hydrate: string): string {
  return `const m=${JSON.stringify(modules)},e=${JSON.stringify(INTENT_EVENTS)},o={capture:true,passive:true};let s=false,d=false,p=null;
const run=async()=>{for(const h of m){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l);}
${hydrate}};
const start=()=>{if(s)return;s=true;for(const t of e)removeEventListener(t,start,o);
if(typeof requestIdleCallback==="function")requestIdleCallback(run,{timeout:${HYDRATION_START_TIMEOUT_MS}});else setTimeout(run,0);};
for(const t of e)addEventListener(t,start,o);
addEventListener("click",(v)=>{if(d||v.defaultPrevented||v.button!==0||!(v.target instanceof Element))return;
const a=v.target.closest("a[href]");if(!a||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey||a.target||a.hasAttribute("download"))return;
if(!window.${HYDRATING_FLAG}){window.${LEAVING_FLAG}=true;return;}
v.preventDefault();v.stopPropagation();p=a;},true);
addEventListener(${JSON.stringify(HYDRATED_EVENT)},()=>{d=true;const a=p;p=null;if(a&&a.isConnected)a.click();},{once:true});`;
}

/** Rewrites one prerendered page to hydrate on the first interaction. */
export function deferHydration(html: string): string {
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1 || modules.length === 0) {
    throw new Error(
      `after-first-paint: expected one module script and its preloads, found ${scripts.length} and ${modules.length}`,
    );
  }
  const hydrate = dynamicImports(scripts[0]![1]!);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, () => `<script type="module">${bootstrap(modules, hydrate)}</script>`);
}
