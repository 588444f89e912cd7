import type { Components, Theme } from '@mui/material/styles';

/** Component overrides: the few places the site departs from MUI's defaults. */
export const components: Components<Theme> = {
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiLink: { defaultProps: { underline: 'hover' } },
};
