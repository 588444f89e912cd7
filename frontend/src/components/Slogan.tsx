import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { site } from '../site';
import { fontWeights } from '../theme/tokens';

/**
 * The slogan, set as the brand sets it: in English, with 'IT' (technology) in the
 * accent colour — a lighter orange on dark backgrounds, to keep its contrast. It keeps to one
 * line where it fits and wraps between its words, in balanced lines, where it does not (a
 * 320 px screen, a reader's own letter and word spacing): never wider than the screen.
 */
export function Slogan({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const [before, after] = site.slogan.split('IT');
  return (
    <Box
      component="span"
      lang="en"
      sx={{ display: 'inline-block', fontWeight: fontWeights.heavy, textWrap: 'balance' }}
    >
      {before}
      <Box component="span" sx={{ color: tone === 'light' ? 'secondary.light' : 'secondary.main' }}>
        IT
      </Box>
      {after}
    </Box>
  );
}

/**
 * Running text from the content files, with the slogan wherever it is quoted (site.slogan, its
 * one home) marked as English: a Spanish voice reads "We Make IT Personal" as English then
 * (WCAG 3.1.2). Text without it comes back as it was.
 */
export function withSlogan(text: string): ReactNode {
  const parts = text.split(site.slogan);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    // The parts of one string, in order: their position is their identity.
    <Fragment key={index}>
      {index > 0 ? <span lang="en">{site.slogan}</span> : null}
      {part}
    </Fragment>
  ));
}
