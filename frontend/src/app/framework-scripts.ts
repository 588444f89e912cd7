import { createContext } from 'react';

/**
 * Whether the page being rendered carries React Router's own scripts. Never a page of the
 * site (docs/decisions/076): only React Router's SPA fallback, which its build insists on
 * (and which scripts/postbuild.ts deletes: it is never served). A build that renders this app
 * in the browser provides true around its router, on both sides.
 */
export const FrameworkScripts = createContext<boolean>(false);
