/**
 * The site's prerender entry: it inlines emotion's critical CSS, and gives React Router's SPA
 * page (this build's index.html, where routerContext.isSpaMode is true) the framework's scripts.
 */
export { default } from '../../../frontend/src/app/entry.server';
