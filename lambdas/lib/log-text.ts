/**
 * Text a visitor's browser sent, made fit for one log line (decisions 105 and 130): one line,
 * nothing invisible, no address of any kind, cut to a length. A URL may carry a query string
 * with what a visitor typed, and format characters (bidi controls, zero-width spaces) can make
 * the line read otherwise than it is — or hide a URL from a pattern that looks for one.
 */

/** What stands where a URL was. */
export const URL_MARK = '[url]';

// Control characters and the Unicode line separators: the line stays one line.
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;
// Format characters (bidi controls, zero-width spaces and joiners, the BOM…) and the other
// default-ignorable code points (fillers, variation selectors): they show nothing.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

// The dots a host may be written with: IDNA reads the ideographic and full-width ones as '.'.
const DOT = '[.\\u3002\\uFF0E\\uFF61]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
// A host name ending in a top-level domain (letters, or an IDN's xn--), and an IPv4 address.
const HOST_NAME = `(?:${LABEL}${DOT})+(?:\\p{L}{2,63}|xn--[a-z0-9-]+)`;
const IPV4 = `\\d{1,3}(?:${DOT}\\d{1,3}){3}`;
// Not inside a longer word, name or address.
const START = '(?<![\\p{L}\\p{N}_.@/\\\\-])';

/**
 * Every spelling of an address, in the order they are replaced: with a scheme and `//` (or
 * backslashes, which browsers read as slashes); a scheme that needs none (`data:`, `mailto:`…);
 * scheme-relative (`//host/path?q`); `www.` and whatever follows; a host name followed by a
 * port, a path, a query or a fragment (`host.tld/path?query`); an IPv4 address with whatever
 * follows. A bare name such as `window.matchMedia` is left alone: it is how an error names the
 * code, and it carries nothing a visitor typed.
 */
const URLS = [
  /\b[a-z][a-z0-9+.-]*:[/\\]{2}\S*/giu,
  /\b(?:about|blob|data|file|javascript|mailto|sms|tel|urn|vbscript|view-source):\S+/giu,
  /(?<![\p{L}\p{N}_.:-])[/\\]{2}[^\s/\\]\S*/gu,
  new RegExp(`${START}www\\d{0,3}${DOT}\\S+`, 'giu'),
  new RegExp(`${START}${HOST_NAME}(?::\\d+|[/\\\\?#])\\S*`, 'giu'),
  new RegExp(`${START}${IPV4}\\S*`, 'gu'),
];

function replaceUrls(text: string): string {
  return URLS.reduce((line, pattern) => line.replace(pattern, URL_MARK), text);
}

/**
 * The text as one log line: compatibility forms folded (full-width `ｈｔｔｐｓ：／／` is
 * `https://`), line breaks and controls as spaces, invisible characters removed (before the
 * URLs are looked for: `evil\u200B.com` is `evil.com`), every URL replaced by `[url]`, cut to
 * `maxLength` code points.
 */
export function logSafeLine(text: string, maxLength: number): string {
  const line = replaceUrls(
    text.normalize('NFKC').replace(BREAKS, ' ').replace(INVISIBLE, ''),
  ).trim();
  return [...line].slice(0, maxLength).join('');
}
