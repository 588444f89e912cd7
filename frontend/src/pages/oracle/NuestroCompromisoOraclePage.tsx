import { AccordionList } from '../../components/AccordionList';
import { CertificationGrid } from '../../components/CertificationGrid';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import {
  oracleCertificationLevels,
  oracleCertifications,
  oracleCommitmentContent as content,
} from '../../content/oracle';

export default function NuestroCompromisoOraclePage() {
  return (
    <>
      <PageBanner title={content.title} description={content.intro} />
      <Section title={content.gridTitle} intro={content.gridIntro}>
        <CertificationGrid
          levels={oracleCertificationLevels}
          certifications={oracleCertifications}
        />
      </Section>
      <Section title={content.accordionTitle} tone="tinted" maxWidth="md">
        <AccordionList
          items={oracleCertifications.map((certification) => ({
            title: certification.name,
            paragraphs: [certification.description, certification.experience],
          }))}
        />
      </Section>
    </>
  );
}
