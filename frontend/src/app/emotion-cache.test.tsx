import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from './emotion-cache';

/** The CSS the cache writes for `sx` (into the test page's <head>, as in a browser). */
function cssFor(sx: Record<string, unknown>): string {
  document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
  render(
    <CacheProvider value={createEmotionCache()}>
      <Box sx={sx} />
    </CacheProvider>,
  );
  return [...document.head.querySelectorAll('style[data-emotion]')]
    .map((style) => style.textContent)
    .join('');
}

describe('the emotion cache', () => {
  it('writes flex and transitions unprefixed, once', () => {
    const css = cssFor({ display: 'flex', alignItems: 'center', transition: 'opacity 1s' });
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('transition:opacity 1s;');
    expect(css).not.toMatch(/-(webkit|ms|moz)-/);
  });

  it('keeps the -webkit- prefix of user-select, which Safari still needs', () => {
    expect(cssFor({ userSelect: 'none' })).toContain('-webkit-user-select:none;user-select:none;');
  });
});
