import type { PaletteOptions } from '@mui/material/styles';
import { brand, onDark, paper } from './tokens';

/**
 * The brand scales live in MUI's palette, so components name them as they name MUI's own
 * colours: `bgcolor: 'brand.sand'`, `color: 'onDark.lead'`, `theme.palette.brand.navy`.
 */
declare module '@mui/material/styles' {
  interface Palette {
    brand: typeof brand;
    onDark: typeof onDark;
  }
  interface PaletteOptions {
    brand?: typeof brand;
    onDark?: typeof onDark;
  }
}

export const palette: PaletteOptions = {
  primary: { main: brand.blue, dark: brand.navy },
  secondary: { main: brand.orange, light: brand.orangeLight },
  text: { primary: brand.ink },
  background: { default: paper, paper },
  brand,
  onDark,
};
