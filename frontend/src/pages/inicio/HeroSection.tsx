import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Wordmark } from '../../components/logos/Wordmark';
import { ParticleField } from '../../components/particles/ParticleField';
import { listGrid } from '../../components/sx';
import { homeContent } from '../../content/inicio';
import { partners } from '../../content/shared/partners';
import { brand, fontSizes, sizes } from '../../theme/tokens';

/**
 * The navy the hero's words stand on, over the particle field: dots and lines pass under it dimmed
 * to under a third, so the heading and the lead keep well over 4.5:1 against whatever is drawn behind
 * them, on any phone (issue 39). Painted once; the field's frames cost what they did.
 */
const wordsBackdrop = alpha(brand.navy, 0.7);

/**
 * The hero: 'Somos partner de' and the partners' wordmarks over the particle field,
 * with a chevron down to /servicios. The h1 is the LCP element: plain text, painted
 * from the prerendered HTML.
 */
export function HeroSection() {
  const { hero } = homeContent;
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'onDark.text',
        background: ({ palette: { brand } }) =>
          `radial-gradient(ellipse at 70% 20%, ${brand.navyLight} 0%, ${brand.navy} 65%)`,
        minHeight: { md: `min(680px, calc(100svh - ${sizes.headerHeight}px))` },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        pt: { xs: 6, md: 8 },
        pb: { xs: 2, md: 3 },
      }}
    >
      <ParticleField />
      <Container maxWidth="lg" sx={{ position: 'relative', textAlign: 'center' }}>
        <Box
          sx={{
            maxWidth: 720,
            mx: 'auto',
            // A rounded box, not an ellipse: a heading as wide as a phone reaches the box's corners.
            borderRadius: 6,
            bgcolor: wordsBackdrop,
            // A soft edge all round: the field fades into the words instead of stopping at a box.
            boxShadow: `0 0 48px 40px ${wordsBackdrop}`,
          }}
        >
          <Typography
            id="hero-title"
            variant="h1"
            sx={{ fontSize: { xs: fontSizes.h1, md: '3.25rem' }, letterSpacing: '-0.02em' }}
          >
            {hero.heading}
          </Typography>
          <Typography
            sx={{
              mt: 2,
              mx: 'auto',
              maxWidth: 640,
              fontSize: { xs: fontSizes.reading, md: fontSizes.title },
              color: 'onDark.soft',
            }}
          >
            {hero.lead}
          </Typography>
        </Box>
        <Box
          component="ul"
          aria-label={hero.partnersLabel}
          sx={{
            ...listGrid(
              { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              { xs: 1.5, md: 2.5 },
            ),
            mt: { xs: 4, md: 6 },
          }}
        >
          {partners.map((partner) => (
            <Box
              component="li"
              key={partner.name}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.75,
                py: { xs: 1.5, md: 2 },
                px: 1,
                borderRadius: 2,
                bgcolor: 'onDark.surface',
                border: '1px solid',
                borderColor: 'onDark.border',
                '& svg': { maxWidth: '100%', height: 'auto' },
              }}
            >
              <Wordmark name={partner.name} tone="light" height={36} />
              <Typography
                component="span"
                sx={{
                  fontSize: fontSizes.small,
                  color: 'onDark.muted',
                  letterSpacing: '0.04em',
                }}
              >
                {partner.category}
              </Typography>
            </Box>
          ))}
        </Box>
        <IconButton
          component="a"
          href="/servicios"
          aria-label={hero.chevronLabel}
          sx={{
            mt: { xs: 3, md: 5 },
            color: 'onDark.text',
            border: '1px solid',
            borderColor: 'onDark.outline',
          }}
        >
          <KeyboardArrowDownIcon fontSize="large" />
        </IconButton>
      </Container>
    </Box>
  );
}
