/**
 * Our SVG files, made ready to draw inside a page: the root element's drawing attributes, and
 * its content with the file's `<title>` left out (the page names the image) and every id
 * prefixed, so that two drawings on one page — or one drawn twice — never share a marker or a
 * gradient. The files are the repository's own (public/img), written with plain `id="…"`,
 * `url(#…)` and `href="#…"` references; this is not a general SVG sanitiser. The files' own
 * `font-family` gives way to the site's one stack (theme/overrides.ts, `svg text`).
 */
export interface InlineSvg {
  readonly viewBox: string;
  /** The markup inside the root `<svg>`. */
  readonly content: string;
}

const ROOT = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
}

export function inlineSvg(source: string, idPrefix: string): InlineSvg {
  const [, attributes = '', body = ''] = ROOT.exec(source) ?? [];
  const viewBox = attribute(attributes, 'viewBox');
  if (!viewBox) throw new Error('inlineSvg: an SVG file with a root <svg viewBox="…"> is expected');
  const content = body
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/\bhref="#([^"]+)"/g, `href="#${idPrefix}-$1"`);
  return { viewBox, content };
}
