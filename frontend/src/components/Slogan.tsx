import Box from '@mui/material/Box';
import { site } from '../site';
import { fontWeights } from '../theme/tokens';

/**
 * The slogan, set as the brand sets it: in English, with 'IT' (technology) in the
 * accent colour — a lighter orange on dark backgrounds, to keep its contrast.
 */
export function Slogan({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const [before, after] = site.slogan.split('IT');
  return (
    <Box component="span" lang="en" sx={{ fontWeight: fontWeights.heavy, whiteSpace: 'nowrap' }}>
      {before}
      <Box component="span" sx={{ color: tone === 'light' ? 'secondary.light' : 'secondary.main' }}>
        IT
      </Box>
      {after}
    </Box>
  );
}
