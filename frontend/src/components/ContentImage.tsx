import type { CSSProperties } from 'react';

export interface ContentImageProps {
  readonly src: string;
  readonly alt: string;
  /** Intrinsic size: the browser reserves the space before the file arrives (no layout shift). */
  readonly width: number;
  readonly height: number;
  /**
   * The page's largest image (its LCP element): fetched eagerly and first.
   * Every other image is lazy, so it never competes with what the visitor sees first.
   */
  readonly priority?: boolean;
  readonly style?: CSSProperties;
}

/** A sized content image that scales down with its column and keeps its aspect ratio. */
export function ContentImage({
  src,
  alt,
  width,
  height,
  priority = false,
  style,
}: ContentImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={{ display: 'block', maxWidth: '100%', height: 'auto', ...style }}
    />
  );
}
