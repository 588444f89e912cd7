import type { Certification } from '../content/shared/certifications';
import { AccordionList } from './AccordionList';

/** What each certification means and the experience it expects, one panel each. */
export function CertificationAccordion({
  certifications,
}: {
  certifications: readonly Certification[];
}) {
  return (
    <AccordionList
      items={certifications.map((certification) => ({
        title: certification.name,
        paragraphs: [certification.description, certification.experience],
      }))}
    />
  );
}
