import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { sizes } from '../theme/tokens';
import { BRAND_MARK_SIZE, BrandLogo } from '../components/BrandLogo';
import { BrandMark } from '../components/BrandMark';
import { demosMenu, desktopMenus, servicesLink } from '../content/shared/navigation';
import { headerLabels } from '../content/shared/site-frame';
import { DRAWER_ID, MobileDrawer } from './MobileDrawer';
import { NavDropdown } from './NavDropdown';

/** A menu's id in the page: its label, lower case, without accents ('Nosotros' → 'nosotros'). */
const menuId = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toLowerCase();

/**
 * The top bar: 64px high. From the medium breakpoint up it shows the dropdowns;
 * below it, a menu button opens the left drawer. The switch is pure CSS and the
 * menus are native popovers, so the prerendered page is right at every width and
 * every menu answers its first tap before any script has run.
 */
export function Header() {
  const [nosotros, ...otherMenus] = desktopMenus;

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: 'primary.dark', color: 'onDark.text', height: sizes.headerHeight }}
    >
      {/* Between 900 and 1199 px the bar is tight: a little less air at its ends and between
          the menus, so that the name gives way only to a reader's own text spacing. */}
      <Toolbar
        sx={{ minHeight: `${sizes.headerHeight}px !important`, gap: 1, px: { md: 2, lg: 3 } }}
      >
        <IconButton
          color="inherit"
          edge="start"
          aria-label={headerLabels.menuButton}
          popoverTarget={DRAWER_ID}
          aria-controls={DRAWER_ID}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component="a"
          href="/"
          aria-label={headerLabels.homeLink}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            display: 'inline-flex',
            mr: 'auto',
            // The bar's one part that may narrow: its name gives way, the menus never do.
            minWidth: BRAND_MARK_SIZE,
          }}
        >
          <BrandLogo inverted givesWay />
        </Box>
        <Box
          component="nav"
          aria-label={headerLabels.navigation}
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'center',
            gap: { md: 0, lg: 0.5 },
          }}
        >
          {nosotros ? <NavDropdown menu={nosotros} id={menuId(nosotros.label)} /> : null}
          <Button color="inherit" component="a" href={servicesLink.to}>
            {servicesLink.label}
          </Button>
          {otherMenus.map((menu) => (
            <NavDropdown key={menu.label} menu={menu} id={menuId(menu.label)} />
          ))}
        </Box>
        <NavDropdown
          menu={demosMenu}
          id="demos"
          align="end"
          trigger={(props) => (
            <IconButton
              {...props}
              aria-label={headerLabels.demosButton}
              sx={{
                bgcolor: 'background.paper',
                p: 0.5,
                ml: 1,
                '&:hover': { bgcolor: 'brand.sand' },
              }}
            >
              <BrandMark size={32} />
            </IconButton>
          )}
        />
      </Toolbar>
      <MobileDrawer />
    </AppBar>
  );
}
