import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { ContentImage } from '../../components/ContentImage';
import { InfoCard } from '../../components/InfoCard';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import { liftOnHover } from '../../components/sx';
import {
  casesPageContent as content,
  featuredCase,
  latestCases,
} from '../../content/aws/casos-exito';
import type { CaseStudy } from '../../content/shared/cases';
import { formatDate } from '../../lib/dates';
import { fontSizes } from '../../theme/tokens';

function CaseDate({ study }: { study: CaseStudy }) {
  return (
    <Typography
      component="time"
      dateTime={study.date}
      variant="body2"
      sx={{ display: 'block', mb: 1 }}
    >
      {formatDate(study.date)}
    </Typography>
  );
}

/**
 * The featured case: the largest image of the page, so the only eager one. Side by side from
 * `lg` up, its art fills the whole height of the card beside the text (cropped at its sides,
 * never a strip of white under it); stacked below, the art shows whole.
 */
function FeaturedCase({ study }: { study: CaseStudy }) {
  return (
    <Card
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
        ...liftOnHover(),
      }}
    >
      <Box sx={{ position: 'relative', '& > svg': { lg: { position: 'absolute', inset: 0 } } }}>
        <ContentImage {...study.image} fit="cover" style={{ width: '100%', height: '100%' }} />
      </Box>
      <Box sx={{ p: { xs: 3, md: 5 }, alignSelf: 'center' }}>
        <Typography variant="h3" component="h3" sx={{ mb: 1, fontSize: '1.6rem' }}>
          {study.title}
        </Typography>
        <Box sx={{ color: 'text.secondary' }}>
          <CaseDate study={study} />
        </Box>
        <Typography sx={{ mb: 3, fontSize: fontSizes.reading }}>{study.summary}</Typography>
        <Button
          component="a"
          href={study.path}
          variant="contained"
          endIcon={<ArrowForwardIcon aria-hidden />}
          aria-label={`${content.featuredCta} ${study.title}`}
        >
          {content.featuredCta}
        </Button>
      </Box>
    </Card>
  );
}

export default function CasosExitoPage() {
  return (
    <>
      <PageBanner title={content.title} description={content.intro} />
      <Section title={content.featuredTitle}>
        <FeaturedCase study={featuredCase} />
      </Section>
      <Section title={content.latestTitle} tone="tinted">
        <Grid container spacing={3}>
          {latestCases().map((study) => (
            <Grid key={study.slug} size={{ xs: 12, sm: 6, md: 4 }}>
              <InfoCard
                title={study.title}
                media={<ContentImage {...study.image} />}
                description={
                  <>
                    <CaseDate study={study} />
                    {study.summary}
                  </>
                }
                action={{ label: content.cardCta, to: study.path }}
              />
            </Grid>
          ))}
        </Grid>
      </Section>
    </>
  );
}
