import { AccordionList } from '../../../components/AccordionList';
import { CallToAction } from '../../../components/CallToAction';
import { FlowDiagram } from '../../../components/FlowDiagram';
import { PageBanner } from '../../../components/PageBanner';
import { Paragraphs } from '../../../components/Paragraphs';
import { Section } from '../../../components/Section';
import { lambdaPage as page, lambdaUseCases } from '../../../content/aws/servicios/Lambda';

export default function LambdaPage() {
  return (
    <>
      <PageBanner title={page.title} eyebrow={page.eyebrow} description={page.description} />
      <Section title={page.whatIs.title} maxWidth="md">
        <Paragraphs paragraphs={page.whatIs.paragraphs} />
      </Section>
      <Section title={page.howItWorks.title} intro={page.howItWorks.intro} tone="tinted">
        <FlowDiagram caption={page.howItWorks.caption} steps={page.howItWorks.steps} />
      </Section>
      <Section title={page.useCasesTitle} intro={page.useCasesIntro} maxWidth="md">
        <AccordionList items={lambdaUseCases} />
      </Section>
      <CallToAction {...page.closing} />
    </>
  );
}
