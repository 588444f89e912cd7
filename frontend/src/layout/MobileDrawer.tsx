import Box from '@mui/material/Box';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BrandLogo } from '../components/BrandLogo';
import { mobileSections } from '../content/shared/navigation';
import { drawerLabels } from '../content/shared/site-frame';
import { mark } from '../behaviours/markup';
import { bareList, drawerSx, menuLinkSx } from './menu-styles';
import { insetFocusRing } from '../theme/focus';

/** The id the header's menu button opens. */
export const DRAWER_ID = 'menu-movil';

/**
 * The phone navigation: a left drawer, 260px wide, one disclosure per section.
 * A native popover with native `<details>`: it opens, closes (Escape, a tap
 * outside) and expands its sections from the prerendered HTML with no script;
 * behaviours/menus.ts closes it when the focus leaves it.
 */
export function MobileDrawer() {
  return (
    <Box id={DRAWER_ID} popover="auto" {...mark('drawer')} sx={drawerSx}>
      <Box
        component="a"
        href="/"
        aria-label={drawerLabels.homeLink}
        sx={{
          display: 'block',
          px: 2,
          py: 2,
          textDecoration: 'none',
          // As wide as the drawer, at its top: a ring outside it would be clipped on three sides.
          '&:focus-visible': insetFocusRing,
        }}
      >
        <BrandLogo />
      </Box>
      <Box component="nav" aria-label={drawerLabels.navigation}>
        {mobileSections.map((section) => (
          <Box
            component="details"
            key={section.label}
            sx={{
              borderTop: 1,
              borderColor: 'divider',
              '&[open] > summary svg': { transform: 'rotate(180deg)' },
            }}
          >
            <Box
              component="summary"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                minHeight: 48,
                px: 2,
                cursor: 'pointer',
                listStyle: 'none',
                typography: 'body1',
                '&::-webkit-details-marker': { display: 'none' },
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': insetFocusRing,
                '& svg': { color: 'action.active', transition: 'transform 150ms' },
              }}
            >
              {section.label}
              <ExpandMoreIcon aria-hidden />
            </Box>
            <Box component="ul" sx={{ ...bareList, pb: 1 }}>
              {section.links.map((link) => (
                <li key={link.label}>
                  <Box
                    component="a"
                    href={link.to}
                    sx={{ ...menuLinkSx, pl: 4, typography: 'body2' }}
                  >
                    {link.label}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
