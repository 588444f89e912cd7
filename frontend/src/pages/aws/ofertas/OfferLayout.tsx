import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ReactNode } from 'react';
import { CertificationAccordion } from '../../../components/CertificationAccordion';
import { ContentImage } from '../../../components/ContentImage';
import { InfoCard } from '../../../components/InfoCard';
import { PageBanner } from '../../../components/PageBanner';
import { Paragraphs } from '../../../components/Paragraphs';
import { Section } from '../../../components/Section';
import { listGrid } from '../../../components/sx';
import { pickCertifications } from '../../../content/shared/certifications';
import { type Offer, offerPageLabels as labels } from '../../../content/shared/offers';
import { fontWeights } from '../../../theme/tokens';

export interface OfferLayoutProps {
  readonly offer: Offer;
  /** The contact form, rendered in the closing section (the forms module owns it). */
  readonly contactForm: ReactNode;
}

/**
 * The one layout of the three offer pages: purpose banner, what the offer is
 * (with its image), the implementation time with its activity cards, the staff
 * certifications the offer names, as an accordion, and the contact section.
 */
export function OfferLayout({ offer, contactForm }: OfferLayoutProps) {
  return (
    <>
      <PageBanner
        eyebrow={labels.eyebrow}
        title={offer.title}
        // The offers' names are AWS's own, in English, as the spec writes them.
        titleLang="en"
        description={
          <>
            <Box component="span" sx={{ display: 'block', fontWeight: fontWeights.bold, mb: 0.5 }}>
              {labels.purposeTitle}
            </Box>
            {offer.purpose}
          </>
        }
      />

      <Section title={offer.about.title} maxWidth="md">
        <Paragraphs paragraphs={offer.about.paragraphs} />
        <Box component="ul" sx={listGrid('1fr', 1.5)}>
          {offer.highlights.map((highlight) => (
            <Box component="li" key={highlight} sx={{ display: 'flex', gap: 1.5 }}>
              <CheckCircleIcon color="primary" aria-hidden />
              <span>{highlight}</span>
            </Box>
          ))}
        </Box>
      </Section>

      <Section
        title={labels.implementationTitle}
        intro={labels.implementation(offer.weeks)}
        tone="tinted"
      >
        <Box
          component="ol"
          sx={listGrid({ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, 3)}
        >
          {offer.activities.map((activity, index) => (
            <li key={activity.title}>
              <InfoCard
                title={activity.title}
                description={activity.description}
                media={<StepNumber value={index + 1} />}
              />
            </li>
          ))}
        </Box>
        {/* The activity cards, then the image, then the certifications. */}
        <Box sx={{ maxWidth: 720, mx: 'auto', mt: { xs: 4, md: 6 } }}>
          <ContentImage {...offer.image} style={{ borderRadius: 12 }} />
        </Box>
      </Section>

      <Section title={labels.certificationsTitle} intro={labels.certificationsIntro} maxWidth="md">
        <CertificationAccordion certifications={pickCertifications(offer.certificationIds)} />
      </Section>

      <Section title={labels.contactTitle} intro={labels.contactIntro} tone="tinted" maxWidth="md">
        {contactForm}
      </Section>
    </>
  );
}

function StepNumber({ value }: { value: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        m: 2,
        mb: 0,
        width: 40,
        height: 40,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: fontWeights.bold,
        color: 'onDark.text',
        bgcolor: 'secondary.main',
      }}
    >
      {value}
    </Box>
  );
}
