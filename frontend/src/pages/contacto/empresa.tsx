import WavesIcon from '@mui/icons-material/Waves';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CallToAction } from '../../components/CallToAction';
import { PageBanner } from '../../components/PageBanner';
import { Paragraphs } from '../../components/Paragraphs';
import { Section } from '../../components/Section';
import { companyContent } from '../../content/contacto/empresa';
import { fontSizes, fontWeights } from '../../theme/tokens';

/** Nuestra Empresa: who we are, mission, culture and 'Fluimos contigo'. */
export default function EmpresaPage() {
  const { about, mission, culture, flow, facts } = companyContent;
  return (
    <>
      <PageBanner
        title={companyContent.bannerTitle}
        description={companyContent.bannerDescription}
      />
      <Section title={about.heading} maxWidth="md">
        <Paragraphs paragraphs={about.paragraphs} />
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            gap: 2,
            mt: 4,
            mb: 0,
          }}
        >
          {facts.map((fact) => (
            // The term is the label and its value the figure; the figure is shown first.
            <Box
              key={fact.label}
              sx={{
                display: 'flex',
                flexDirection: 'column-reverse',
                // Packed to the top (the start of a reversed column is its bottom): the figures
                // of a row stand on one line, whether or not a label under them wraps.
                justifyContent: 'flex-end',
                textAlign: 'center',
                p: 2,
                borderRadius: 2,
                bgcolor: 'brand.sand',
              }}
            >
              <Typography component="dt">{fact.label}</Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  fontSize: '2rem',
                  fontWeight: fontWeights.heavy,
                  color: 'primary.main',
                }}
              >
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <Section title={mission.heading} tone="tinted" maxWidth="md">
        <Typography sx={{ fontSize: fontSizes.title, lineHeight: 1.6 }}>{mission.text}</Typography>
      </Section>
      <Section title={culture.heading} maxWidth="md">
        <Typography sx={{ fontSize: fontSizes.reading, mb: 2 }}>{culture.text}</Typography>
        <Link href={culture.link.to} sx={{ fontWeight: fontWeights.bold }}>
          {culture.link.label}
        </Link>
      </Section>
      <Section title={flow.heading} tone="dark" maxWidth="md">
        <Grid container spacing={3} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 'auto' }}>
            <WavesIcon aria-hidden sx={{ fontSize: 72, color: 'secondary.light' }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 'grow' }}>
            <Typography sx={{ fontSize: fontSizes.title, color: 'onDark.strong' }}>
              {flow.text}
            </Typography>
          </Grid>
        </Grid>
      </Section>
      <CallToAction {...companyContent.cta} />
    </>
  );
}
