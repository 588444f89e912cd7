import { keyframes } from '@emotion/react';
import type { SxProps, Theme } from '@mui/material/styles';
import { sizes } from '../theme/tokens';
import { insetFocusRing } from '../theme/focus';

/**
 * Styles shared by the header's native popovers (NavDropdown, MobileDrawer): the
 * browser's default popover box (centred, bordered) replaced by MUI's surfaces,
 * and a short entrance that visitors who ask for less motion do not get.
 */
const dropIn = keyframes`from { opacity: 0; transform: translateY(-6px); } to { opacity: 1; transform: none; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const entrance = (animation: string) => ({
  '&:popover-open': { animation },
  '@media (prefers-reduced-motion: reduce)': { '&:popover-open': { animation: 'none' } },
});

const surface = {
  m: 0,
  p: 0,
  border: 0,
  color: 'text.primary',
  bgcolor: 'background.paper',
} as const;

/**
 * A dropdown: behaviours/menus.ts places it under its button as it opens; until that code has
 * run, it opens under the bar, at its end.
 */
export const dropdownSx: SxProps<Theme> = {
  ...surface,
  position: 'fixed',
  inset: `${sizes.headerHeight}px 16px auto auto`,
  mt: 0.5,
  minWidth: 200,
  maxHeight: 'calc(100dvh - 80px)',
  overflowY: 'auto',
  borderRadius: 1,
  boxShadow: 8,
  ...entrance(`${dropIn} 150ms ease-out`),
};

export const drawerSx: SxProps<Theme> = {
  ...surface,
  inset: '0 auto 0 0',
  width: sizes.drawerWidth,
  height: '100dvh',
  maxHeight: '100dvh',
  overflowY: 'auto',
  // A scroll that reaches the drawer's end stays in it instead of moving the page behind.
  overscrollBehavior: 'contain',
  boxShadow: 16,
  '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
  // Already a third of the way in on the first frame: the tap shows at once, then eases home.
  ...entrance(`${slideIn} 225ms cubic-bezier(0, 0, 0.2, 1) -75ms`),
};

/** A link of a menu or of the drawer, as MUI's MenuItem looks. */
export const menuLinkSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  px: 2,
  color: 'text.primary',
  textDecoration: 'none',
  typography: 'body1',
  '&:hover': { bgcolor: 'action.hover' },
  // The menu and the drawer scroll: a ring drawn outside the link would be clipped.
  '&:focus-visible': { bgcolor: 'action.focus', ...insetFocusRing },
};

export const bareList = { listStyle: 'none', m: 0, p: 0 } as const;
