import { CertificationAccordion } from '../components/CertificationAccordion';
import { CertificationGrid } from '../components/CertificationGrid';
import { PageBanner } from '../components/PageBanner';
import { Section } from '../components/Section';
import type {
  Certification,
  CertificationLevel,
  CommitmentContent,
} from '../content/shared/certifications';

export interface CommitmentLayoutProps {
  readonly content: CommitmentContent;
  readonly levels: readonly CertificationLevel[];
  readonly certifications: readonly Certification[];
}

/**
 * A partner's commitment page (AWS, Oracle): the banner, the certifications as
 * badges grouped by level, then what each one means and the experience it expects.
 */
export function CommitmentLayout({ content, levels, certifications }: CommitmentLayoutProps) {
  return (
    <>
      <PageBanner title={content.title} description={content.intro} />
      <Section title={content.gridTitle} intro={content.gridIntro}>
        <CertificationGrid levels={levels} certifications={certifications} />
      </Section>
      <Section
        title={content.accordionTitle}
        intro={content.accordionIntro}
        tone="tinted"
        maxWidth="md"
      >
        <CertificationAccordion certifications={certifications} />
      </Section>
    </>
  );
}
