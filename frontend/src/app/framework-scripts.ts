import { createContext } from 'react';

/**
 * Whether the page being rendered carries React Router's own scripts. Never a page of the
 * site (docs/decisions/076); only React Router's SPA fallback, which its build insists on
 * (and which scripts/postbuild.ts deletes: it is never served), and the bench's
 * client-rendered reference, whose point is to load the framework.
 */
export const FrameworkScripts = createContext<boolean>(CLIENT_RENDERED_REFERENCE);
