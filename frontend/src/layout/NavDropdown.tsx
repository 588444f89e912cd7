import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import type { NavMenu } from '../content/navigation';

interface NavDropdownProps {
  readonly menu: NavMenu;
  /** What the trigger shows; defaults to the menu's label with a chevron. */
  readonly trigger?: (props: TriggerProps) => ReactNode;
}

export interface TriggerProps {
  readonly id: string;
  readonly 'aria-controls': string | undefined;
  readonly 'aria-haspopup': 'menu';
  readonly 'aria-expanded': boolean;
  readonly onClick: (event: React.MouseEvent<HTMLElement>) => void;
}

/**
 * A header dropdown. MUI's Menu gives the behaviour the spec asks for: it opens
 * and closes on click, closes on an outside click, on Tab and on Escape, and
 * gives focus back to its button.
 */
export function NavDropdown({ menu, trigger }: NavDropdownProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const id = useId();
  const buttonId = `${id}-boton`;
  const menuId = `${id}-menu`;
  const close = () => setAnchor(null);

  const triggerProps: TriggerProps = {
    id: buttonId,
    'aria-controls': open ? menuId : undefined,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    onClick: (event) => setAnchor(open ? null : event.currentTarget),
  };

  return (
    <>
      {trigger ? (
        trigger(triggerProps)
      ) : (
        <Button color="inherit" endIcon={<ExpandMoreIcon />} {...triggerProps}>
          {menu.label}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {menu.links.map((link) => (
          <MenuItem key={link.to} component={Link} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
