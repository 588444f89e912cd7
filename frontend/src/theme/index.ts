import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';
import { components } from './overrides';
import { palette } from './palette';
import { breakpoints, fontFamily, fontSizes, fontWeights } from './tokens';

/** The site's MUI theme: the brand's palette and type, MUI's Spanish texts. */
export const theme = createTheme(
  {
    breakpoints: { values: breakpoints },
    palette,
    typography: {
      fontFamily,
      fontWeightRegular: fontWeights.regular,
      fontWeightBold: fontWeights.bold,
      h1: { fontSize: fontSizes.h1, fontWeight: fontWeights.heavy, lineHeight: 1.15 },
      h2: { fontSize: fontSizes.h2, fontWeight: fontWeights.bold, lineHeight: 1.2 },
      h3: { fontSize: fontSizes.title, fontWeight: fontWeights.bold },
      button: { textTransform: 'none', fontWeight: fontWeights.bold },
    },
    shape: { borderRadius: 10 },
    components,
  },
  esES,
);
