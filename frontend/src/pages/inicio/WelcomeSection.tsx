import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Slogan } from '../../components/Slogan';
import { centredColumn } from '../../components/sx';
import { homeContent } from '../../content/inicio';
import { fontSizes } from '../../theme/tokens';

/** The welcome line with the slogan. */
export function WelcomeSection() {
  const { welcome } = homeContent;
  return (
    <Box
      component="section"
      aria-labelledby="welcome-title"
      sx={{ bgcolor: 'brand.sand', py: { xs: 6, md: 8 }, textAlign: 'center' }}
    >
      <Container maxWidth="lg" sx={centredColumn}>
        <Typography id="welcome-title" variant="h2">
          {welcome.heading}
        </Typography>
        <Typography
          component="p"
          sx={{ mt: 1.5, fontSize: { xs: '1.9rem', md: '2.6rem' }, color: 'primary.dark' }}
        >
          <Slogan />
        </Typography>
        <Typography sx={{ mt: 2, fontSize: fontSizes.reading, maxWidth: 680, mx: 'auto' }}>
          {welcome.text}
        </Typography>
      </Container>
    </Box>
  );
}
