import Box from '@mui/material/Box';
import { skipLinkLabel } from '../content/shared/site-frame';

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#contenido"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'primary.dark',
        color: 'onDark.text',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {skipLinkLabel}
    </Box>
  );
}
