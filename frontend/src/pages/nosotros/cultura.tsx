import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CallToAction } from '../../components/CallToAction';
import { InfoCard } from '../../components/InfoCard';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import { Slogan } from '../../components/Slogan';
import { type Value, cultureContent } from '../../content/nosotros/cultura';
import { fontSizes, fontWeights } from '../../theme/tokens';

const valueIcons = {
  servicio: HandshakeOutlinedIcon,
  aprendizaje: AutoStoriesOutlinedIcon,
  pasion: FavoriteBorderIcon,
} as const satisfies Record<Value['icon'], unknown>;

/** Purpose, impact, values and slogan. */
export default function CulturaPage() {
  const { purpose, impact, values, slogan } = cultureContent;
  return (
    <>
      <PageBanner
        title={cultureContent.bannerTitle}
        description={cultureContent.bannerDescription}
      />
      <Section title={purpose.heading} maxWidth="md">
        <Typography
          component="p"
          sx={{
            fontSize: { xs: fontSizes.title, md: '1.6rem' },
            fontWeight: fontWeights.bold,
            lineHeight: 1.45,
            color: 'primary.dark',
            borderLeft: '6px solid',
            borderColor: 'secondary.light',
            pl: 3,
          }}
        >
          {purpose.text}
        </Typography>
      </Section>
      <Section title={impact.heading} intro={impact.intro} tone="tinted">
        <Grid container spacing={3}>
          {impact.items.map((item) => (
            <Grid key={item.title} size={{ xs: 12, md: 4 }}>
              <InfoCard title={item.title} description={item.text} />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section title={values.heading}>
        <Grid container spacing={3}>
          {values.items.map((value) => {
            const Icon = valueIcons[value.icon];
            return (
              <Grid key={value.name} size={{ xs: 12, md: 4 }}>
                <InfoCard
                  title={value.name}
                  description={value.text}
                  media={
                    <Box aria-hidden sx={{ pt: 3, px: 2, color: 'secondary.main' }}>
                      <Icon sx={{ fontSize: 48 }} />
                    </Box>
                  }
                />
              </Grid>
            );
          })}
        </Grid>
      </Section>
      <Section title={slogan.heading} tone="dark" maxWidth="md">
        {/* On a phone the slogan's size follows the window's width; where it still does not fit
            (a reader's own text spacing) it wraps (Slogan). */}
        <Typography
          component="p"
          sx={{ fontSize: { xs: 'clamp(1.25rem, 8vw - 0.25rem, 2rem)', md: '2.75rem' }, mb: 2 }}
        >
          <Slogan tone="light" />
        </Typography>
        <Typography sx={{ fontSize: fontSizes.reading, color: 'onDark.lead' }}>
          {slogan.text}
        </Typography>
      </Section>
      <CallToAction {...cultureContent.cta} />
    </>
  );
}
