import Grid from '@mui/material/Grid';
import { ContentImage } from '../../components/ContentImage';
import { InfoCard } from '../../components/InfoCard';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import { offers, offersPageContent as content } from '../../content/aws/ofertas';

export default function OfertasPage() {
  return (
    <>
      <PageBanner title={content.title} description={content.intro} />
      <Section title={content.sectionTitle}>
        <Grid container spacing={3}>
          {offers.map((offer) => (
            <Grid key={offer.slug} size={{ xs: 12, md: 4 }}>
              <InfoCard
                title={offer.title}
                // The offers' names are AWS's own, in English, as the spec writes them.
                titleLang="en"
                description={offer.summary}
                // On a phone the first card's image is the largest paint above the fold.
                media={<ContentImage {...offer.image} />}
                action={{ label: content.cta, to: offer.path }}
              />
            </Grid>
          ))}
        </Grid>
      </Section>
    </>
  );
}
