/** The footer's year: the build's in the HTML, the visitor's own once this runs. */
import { marked } from './markup';

export function showCurrentYear(doc: Document): void {
  const year = String(new Date().getFullYear());
  doc.querySelectorAll(marked('currentYear')).forEach((element) => {
    if (element.textContent !== year) element.textContent = year;
  });
}
