import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link } from 'react-router';
import { brand } from '../app/theme';
import { BrandLogo } from '../components/BrandLogo';
import { mobileSections } from '../content/navigation';

interface MobileDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The phone navigation (spec 2.2): a left drawer, 260px wide, one accordion per section. */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: brand.drawerWidth } } }}
    >
      <Box
        component={Link}
        to="/"
        onClick={onClose}
        aria-label="Ir a la página de inicio"
        sx={{ display: 'block', px: 2, py: 2, textDecoration: 'none' }}
      >
        <BrandLogo />
      </Box>
      <Box component="nav" aria-label="Navegación móvil">
        {mobileSections.map((section) => (
          <Accordion key={section.label} disableGutters elevation={0} square>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{section.label}</AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>
              <List dense disablePadding>
                {section.links.map((link) => (
                  <ListItemButton
                    key={link.label}
                    component={Link}
                    to={link.to}
                    onClick={onClose}
                    sx={{ pl: 4 }}
                  >
                    {link.label}
                  </ListItemButton>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Drawer>
  );
}
