import { mark } from '../behaviours/markup';

/** The current year: the build's in the HTML, the visitor's once behaviours/current-year.ts runs. */
export function CurrentYear() {
  return <span {...mark('currentYear')}>{new Date().getFullYear()}</span>;
}
