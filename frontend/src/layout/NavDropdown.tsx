import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
import type { NavMenu } from '../content/shared/navigation';
import { mark } from '../behaviours/markup';
import { bareList, dropdownSx, menuLinkSx } from './menu-styles';

interface NavDropdownProps {
  readonly menu: NavMenu;
  /** Unique on the page: names the popover (`menu-{id}`). */
  readonly id: string;
  /** Which edge of the button the menu lines up with (the demos menu sits at the bar's end). */
  readonly align?: 'start' | 'end';
  /** What the trigger shows; defaults to the menu's label with a chevron. */
  readonly trigger?: (props: TriggerProps) => ReactNode;
}

export interface TriggerProps {
  readonly popoverTarget: string;
  readonly 'aria-controls': string;
}

/**
 * A header dropdown as a native popover: it opens and closes from the prerendered
 * HTML with no script, closes on Escape and on a click outside, and gives the
 * focus back to its button; behaviours/menus.ts places it and adds the keys MUI's menu has (arrows,
 * Home, End; Tab closes it). Its links are
 * in the HTML of every page, open or not.
 */
export function NavDropdown({ menu, id, align = 'start', trigger }: NavDropdownProps) {
  const popoverId = `menu-${id}`;
  const triggerProps: TriggerProps = { popoverTarget: popoverId, 'aria-controls': popoverId };

  return (
    <>
      {trigger ? (
        trigger(triggerProps)
      ) : (
        <Button color="inherit" endIcon={<ExpandMoreIcon />} {...triggerProps}>
          {menu.label}
        </Button>
      )}
      <Box id={popoverId} popover="auto" {...mark('menu', align)} sx={dropdownSx}>
        <Box component="ul" aria-label={menu.label} sx={{ ...bareList, py: 1 }}>
          {menu.links.map((link) => (
            <li key={link.to}>
              <Box component="a" href={link.to} sx={menuLinkSx}>
                {link.label}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}
