import type { Components, Theme } from '@mui/material/styles';
import { fontSizes } from './tokens';

/** Component overrides: the few places the site departs from MUI's defaults. */
export const components: Components<Theme> = {
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiLink: { defaultProps: { underline: 'hover' } },
  // MUI sets a large button at 15 px, a size of its own; the site's scale has 16.
  MuiButton: { styleOverrides: { sizeLarge: { fontSize: fontSizes.body } } },
};
