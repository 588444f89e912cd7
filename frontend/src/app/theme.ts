import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/**
 * Brand tokens, apart from component overrides (as MUI's shared-theme template does).
 * The palette passes WCAG AA contrast for text on white and on the dark panel.
 */
const navy = '#0b1f3a';
const navyLight = '#173a66';
const blue = '#0f5ba7';

export const brand = {
  navy,
  navyLight,
  blue,
  /** The dark band that opens a page (page banners, case headers). */
  bannerGradient: `linear-gradient(135deg, ${navy} 0%, ${navyLight} 60%, ${blue} 100%)`,
  orange: '#c25100',
  orangeLight: '#f28c28',
  sand: '#f6f3ee',
  ink: '#1b2430',
  headerHeight: 64,
  drawerWidth: 260,
  contactPanelMaxWidth: 520,
} as const;

/** A system font stack: no web-font download, no layout shift when it loads. */
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme(
  {
    palette: {
      primary: { main: brand.blue, dark: brand.navy },
      secondary: { main: brand.orange, light: brand.orangeLight },
      text: { primary: brand.ink },
      background: { default: '#ffffff', paper: '#ffffff' },
    },
    typography: {
      fontFamily,
      h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.3rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  },
  esES,
);
