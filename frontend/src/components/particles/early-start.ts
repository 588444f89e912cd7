/**
 * Build-time helper (scripts/postbuild.ts): the inline script that starts the home
 * hero's particles once the page has loaded and the browser is idle, without
 * waiting for React — pages hydrate only on the first interaction (decision 040),
 * and the animation should not (decision 052). It imports the field's own chunk
 * (≈ 3 KB: start-field.ts and the engine, no React); when React hydrates later,
 * ParticleField gets the same running field from start-field.ts instead of a second one.
 */

import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS } from '../../early/idle';

/** The canvas ParticleField prerenders, before anything has started it. */
const IDLE_CANVAS_SELECTOR = 'canvas[data-particles="idle"]';

/** Visitors who ask for less motion get no particles, early or late. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The inline module for a page whose field chunk is served at `moduleUrl`. */
function earlyStartScript(moduleUrl: string): string {
  return `const c=document.querySelector(${JSON.stringify(IDLE_CANVAS_SELECTOR)}),r=matchMedia(${JSON.stringify(REDUCED_MOTION)});
if(c&&!r.matches){const t=()=>{if(c.isConnected&&c.dataset.particles==="idle"&&!r.matches)import(${JSON.stringify(moduleUrl)}).then((m)=>m.startParticleField(c),()=>{});},
i=()=>{if(typeof requestIdleCallback==="function")requestIdleCallback(t,{timeout:${IDLE_TIMEOUT_MS}});else setTimeout(t,${IDLE_FALLBACK_MS});};
if(document.readyState==="complete")i();else addEventListener("load",i,{once:true});}`;
}

/** Adds the early start to a prerendered page that has an idle particle canvas; other pages are returned as they are. */
export function withEarlyStart(html: string, moduleUrl: string): string {
  if (!/<canvas[^>]*data-particles="idle"/.test(html)) return html;
  return html.replace(
    '</body>',
    `<script type="module">${earlyStartScript(moduleUrl)}</script></body>`,
  );
}
