import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Container from '@mui/material/Container';
import { readingColumn } from '../components/sx';
import { PageBanner } from '../components/PageBanner';
import { type PolicySection, privacyContent } from '../content/politicas-privacidad';
import { site } from '../site';
import { fontSizes, fontWeights } from '../theme/tokens';

/** The privacy policy under Peruvian Law N.° 29733, from content/politicas-privacidad.ts. */
export default function PoliticaPrivacidadPage() {
  return (
    <>
      <PageBanner
        title={privacyContent.bannerTitle}
        description={privacyContent.bannerDescription}
      />
      <Container
        component="article"
        maxWidth="lg"
        sx={{ py: { xs: 5, md: 7 }, '& > *': readingColumn }}
      >
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {privacyContent.updated}
        </Typography>
        <Typography sx={{ fontSize: fontSizes.reading, mb: 2 }}>{privacyContent.intro}</Typography>
        <Typography sx={{ fontSize: fontSizes.reading, mb: 4 }}>
          {privacyContent.contactLead}{' '}
          <Link href={`mailto:${site.email.privacy}`} sx={{ fontWeight: fontWeights.bold }}>
            {site.email.privacy}
          </Link>
          .
        </Typography>
        {privacyContent.sections.map((section) => (
          <PolicyBlock key={section.heading} section={section} />
        ))}
      </Container>
    </>
  );
}

function PolicyBlock({ section }: { section: PolicySection }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: fontSizes.title, mb: 1.5 }}>
        {section.heading}
      </Typography>
      {section.paragraphs?.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
      {section.bullets ? (
        <Box component="ul" sx={{ pl: 3, my: 1.5 }}>
          {section.bullets.map((bullet) => (
            <Typography component="li" key={bullet} sx={{ mb: 1 }}>
              {bullet}
            </Typography>
          ))}
        </Box>
      ) : null}
      {section.closing?.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
