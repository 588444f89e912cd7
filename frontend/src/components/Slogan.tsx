import Box from '@mui/material/Box';
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
