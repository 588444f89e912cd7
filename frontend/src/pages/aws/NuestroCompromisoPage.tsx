import { AccordionList } from '../../components/AccordionList';
import { CertificationGrid } from '../../components/CertificationGrid';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import {
  awsCertificationLevels,
  awsCertifications,
  awsCommitmentContent as content,
} from '../../content/certifications';

export default function NuestroCompromisoPage() {
  return (
    <>
      <PageBanner title={content.title} description={content.intro} />
      <Section title={content.gridTitle} intro={content.gridIntro}>
        <CertificationGrid levels={awsCertificationLevels} certifications={awsCertifications} />
      </Section>
      <Section
        title={content.accordionTitle}
        intro={content.accordionIntro}
        tone="tinted"
        maxWidth="md"
      >
        <AccordionList
          items={awsCertifications.map((certification) => ({
            title: certification.name,
            paragraphs: [certification.description, certification.experience],
          }))}
        />
      </Section>
    </>
  );
}
