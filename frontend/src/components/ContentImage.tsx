import { type CSSProperties, useId } from 'react';
import { inlineSvg } from './inline-svg';

/**
 * The site's illustrations and diagrams, our own SVG files in `public/img`, read at build time:
 * every page is rendered at build time only (decision 076), so this never reaches the browser.
 */
const illustrations = import.meta.glob<string>('../../public/img/**/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface ContentImageProps {
  /** The file under `public`: `/img/…/name.svg`. */
  readonly src: string;
  /** What the image shows; empty for a decorative one, which assistive technology skips. */
  readonly alt: string;
  /** Intrinsic size: the space the image takes at most (it scales down with its column). */
  readonly width: number;
  readonly height: number;
  readonly style?: CSSProperties;
  /**
   * `cover`: the drawing fills a box of another shape, cropped at its edges (a card's art beside
   * a taller text); `contain` (the default): it keeps its whole picture.
   */
  readonly fit?: 'contain' | 'cover';
}

/**
 * A sized illustration that scales down with its column and keeps its aspect ratio, drawn in the
 * page itself rather than fetched (decision 086): an SVG file in an `<img>` costs the phone a
 * document of its own, built on the main thread when the file arrives — 20–45 ms each at the
 * bench's CPU ×4, and a lazy one arrives after load, when the visitor may be tapping.
 */
export function ContentImage({ src, alt, width, height, style, fit }: ContentImageProps) {
  const source = illustrations[`../../public${src}`];
  if (source === undefined) throw new Error(`ContentImage: no file ${src} in public/`);
  const { viewBox, content } = inlineSvg(source, useId().replace(/[^\w-]/g, ''));
  const named = alt !== '';
  return (
    <svg
      role={named ? 'img' : undefined}
      aria-label={named ? alt : undefined}
      aria-hidden={named ? undefined : true}
      viewBox={viewBox}
      width={width}
      height={height}
      preserveAspectRatio={fit === 'cover' ? 'xMidYMid slice' : undefined}
      style={{ display: 'block', maxWidth: '100%', height: 'auto', ...style }}
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}
