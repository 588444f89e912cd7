import { newTabNote } from '../content/shared/ui';

/**
 * How the site opens an outside page: in a new tab that gets neither a handle on
 * our window (`noopener`) nor the page it came from (`noreferrer`).
 */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A link's accessible name that also says it opens a new tab. */
export function opensInNewTab(name: string): string {
  return `${name} ${newTabNote}`;
}
