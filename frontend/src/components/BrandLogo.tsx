import Box from '@mui/material/Box';
import { site } from '../site';
import { fontSizes, fontWeights } from '../theme/tokens';
import { BrandMark } from './BrandMark';

/** The wordmark: the mark plus the company's name, set in the site's font. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: fontWeights.heavy,
        fontSize: fontSizes.title,
        letterSpacing: '-0.01em',
        color: inverted ? 'onDark.text' : 'primary.dark',
      }}
    >
      <BrandMark size={32} />
      {/* One line at every width: between 900 and 959 px the bar left it two. */}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {site.name}
      </Box>
    </Box>
  );
}
