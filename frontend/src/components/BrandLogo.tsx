import Box from '@mui/material/Box';
import { site } from '../site';
import { fontSizes, fontWeights } from '../theme/tokens';
import { BrandMark } from './BrandMark';

/** The mark's size, px: the narrowest the wordmark gets where its name gives way. */
export const BRAND_MARK_SIZE = 32;
const MARK = BRAND_MARK_SIZE;

/**
 * The wordmark: the mark plus the company's name, set in the site's font. Where it `givesWay`
 * (the header's bar), the name steps aside whole when the room left for it is too narrow — a
 * reader's own text spacing between 900 and 1199 px — and the mark stays: the name wraps to a
 * second line, which the one-line box does not show (docs/decisions/101). Its link keeps the name.
 */
export function BrandLogo({
  inverted = false,
  givesWay = false,
}: {
  inverted?: boolean;
  givesWay?: boolean;
}) {
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
        ...(givesWay && {
          flexWrap: 'wrap',
          height: MARK,
          minWidth: MARK,
          overflow: 'hidden',
        }),
      }}
    >
      <BrandMark size={MARK} />
      {/* One line at every width: between 900 and 959 px the bar left it two. */}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {site.name}
      </Box>
    </Box>
  );
}
