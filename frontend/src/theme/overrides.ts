import type { Components, Theme } from '@mui/material/styles';
import { outerFocusRing, scrollPadding } from './focus';
import { fontFamily, fontSizes } from './tokens';
import { keepTogetherClass } from './typesetting';

/** Component overrides: the few places the site departs from MUI's defaults. */
export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      // Tab, Shift+Tab and a link to a fragment scroll their target clear of the sticky header
      // (WCAG 2.4.11), at any zoom.
      html: scrollPadding,
      // A word longer than the line (a heading at 320 px, an address, under a reader's own
      // letter spacing) breaks rather than pushing the page wider than the screen (WCAG 1.4.10).
      body: { overflowWrap: 'break-word' },
      // A heading's column in a banner is as wide as its longest word: there, only `anywhere`
      // lets the word break ('Oportunidades' at 36 px under the override is wider than 320 px).
      'h1, h2': { overflowWrap: 'anywhere' },
      // One font stack wherever text is drawn: an SVG's text takes the page's, not the family its
      // drawing names (without a generic one, WebKit falls back to a serif).
      'svg text': { fontFamily },
      // A number and its unit, sign or word, kept on one line where the page was typeset.
      [`.${keepTogetherClass}`]: { whiteSpace: 'nowrap' },
      // One focus indicator for every control (decision 091). MUI draws its own from a class its
      // runtime adds (`Mui-focusVisible`), and no MUI runtime reaches the browser (decision 076):
      // its `outline: 0` would win over a plain `:focus-visible`, hence `:root` before it. A
      // component's own `&:focus-visible` (the inset ring) comes later and wins at the same weight.
      ':root :focus-visible': outerFocusRing,
      // The skip link's target is the page's content, not a control: no ring around all of it.
      ':root main[tabindex="-1"]:focus-visible': { outline: 'none', boxShadow: 'none' },
    },
  },
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiLink: { defaultProps: { underline: 'hover' } },
  // MUI sets a large button at 15 px, a size of its own; the site's scale has 16.
  MuiButton: { styleOverrides: { sizeLarge: { fontSize: fontSizes.body } } },
};
