/**
 * Spanish typography for every text the site prints: a number never parts from its unit, sign or
 * the word that follows it ("60 %", "14 semanas", "S/ 100", "+40 clientes"), as a printed brochure
 * sets them. Applied once, to each prerendered page's HTML (app/entry.server.tsx), so it covers every
 * string of content/ wherever a component prints it (docs/decisions/120).
 *
 * Each such run is wrapped in a `white-space: nowrap` span rather than given a no-break space: the
 * text stays the same characters (a copy, a screen reader and a search read "60 %" as written).
 */

/** The class of a run of words that does not break (its rule: overrides.ts, CssBaseline). */
export const keepTogetherClass = 'nb';

/** Signs that stand before a number, with or without a space: "S/ 100", "US$ 20", "+ 40". */
const SIGN = String.raw`(?:S\/|US\$|\$|€|[+±~≈−])`;
/** A number as the copy writes it: "40", "99,9", "1.500", "24/7", "9:00". */
const NUMBER = String.raw`\d+(?:[.,:/]\d+)*`;

/**
 * A number with the sign before it and the word after it, when a space stands between them:
 * the unit, sign or word that must stay on its line. A number alone, or glued to its sign
 * ("+40"), needs nothing.
 */
const RUN = new RegExp(String.raw`(?:${SIGN}[ \t\n]*)?${NUMBER}(?:[ \t\n]+[^\s<]+)?`, 'gu');

/** The parts of a text, each either a run to keep on one line or text free to break. */
export function keepTogetherRuns(text: string): { text: string; keep: boolean }[] {
  const parts: { text: string; keep: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(RUN)) {
    if (!/\s/.test(match[0])) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), keep: false });
    parts.push({ text: match[0], keep: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), keep: false });
  return parts;
}

/** Elements whose text is no flowing text of the page: it may hold no span, or never wraps. */
const UNTOUCHED = new Set(['head', 'script', 'style', 'svg', 'textarea', 'option', 'title']);

/**
 * A prerendered page with its number runs kept together. React separates the parts of a text
 * written from several expressions with empty comments (`14<!-- --> semanas`), there for hydration,
 * which this site never does (decision 076): they go first, so the parts read as one text.
 */
export function typesetHtml(html: string): string {
  const tokens = html.replaceAll('<!-- -->', '').split(/(<[^>]*>)/);
  const open: string[] = [];
  return tokens
    .map((token) => {
      const tag = /^<(\/?)([a-zA-Z][\w-]*)/.exec(token);
      if (tag) {
        const name = tag[2]!.toLowerCase();
        if (UNTOUCHED.has(name)) {
          if (tag[1]) open.pop();
          else if (!token.endsWith('/>')) open.push(name);
        }
        return token;
      }
      if (open.length > 0 || token.startsWith('<')) return token;
      return keepTogetherRuns(token)
        .map((part) =>
          part.keep ? `<span class="${keepTogetherClass}">${part.text}</span>` : part.text,
        )
        .join('');
    })
    .join('');
}
