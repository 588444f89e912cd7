/** The site's root route, as it is: its layout, meta, links, frame and error boundary. */
export { ErrorBoundary, Layout, default, links, meta } from '../../../frontend/src/app/root';
