import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';
import { components } from './overrides';
import { palette } from './palette';
import { breakpoints, fontFamily } from './tokens';

/** The site's MUI theme: the brand's palette and type, MUI's Spanish texts. */
export const theme = createTheme(
  {
    breakpoints: { values: breakpoints },
    palette,
    typography: {
      fontFamily,
      h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.3rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    components,
  },
  esES,
);
