/**
 * The reference's browser entry: the site's own (its behaviour modules), then the app rendered
 * in the browser by React Router (render-reference.tsx), as its own chunk: as it was while the
 * site's entry imported it, so the reference's figures stay comparable with earlier reports.
 */
import '../../../frontend/src/app/entry.client';

void import('./render-reference');
