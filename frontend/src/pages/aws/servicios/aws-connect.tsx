import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AccordionList } from '../../../components/AccordionList';
import { CallToAction } from '../../../components/CallToAction';
import { FlowDiagram } from '../../../components/FlowDiagram';
import { InfoCard } from '../../../components/InfoCard';
import { PageBanner } from '../../../components/PageBanner';
import { Section } from '../../../components/Section';
import { TextWithVideo } from '../../../components/TextWithVideo';
import { VideoEmbed } from '../../../components/VideoEmbed';
import {
  connectBenefits,
  connectPage as page,
  connectUseCases,
} from '../../../content/aws/servicios/aws-connect';
import { fontWeights } from '../../../theme/tokens';

const twoColumns = {
  display: 'grid',
  gap: 4,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;

export default function ConnectPage() {
  return (
    <>
      <PageBanner title={page.title} eyebrow={page.eyebrow} description={page.description} />
      <Section title={page.intro.title}>
        <TextWithVideo paragraphs={page.intro.paragraphs} video={page.intro.video} />
      </Section>
      <Section title={page.howItWorks.title} intro={page.howItWorks.intro} tone="tinted">
        <FlowDiagram caption={page.howItWorks.caption} steps={page.howItWorks.steps} />
      </Section>
      <Section title={page.demos.title} intro={page.demos.intro}>
        <Box sx={twoColumns}>
          {page.demos.videos.map((video) => (
            <figure key={video.id} style={{ margin: 0 }}>
              <VideoEmbed id={video.id} title={video.title} />
              <Typography
                component="figcaption"
                sx={{ mt: 1.5, fontWeight: fontWeights.bold, textAlign: 'center' }}
              >
                {video.title}
              </Typography>
            </figure>
          ))}
        </Box>
      </Section>
      <Section title={page.useCasesTitle} tone="tinted" maxWidth="md">
        <AccordionList items={connectUseCases} />
      </Section>
      <Section title={page.benefitsTitle}>
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {connectBenefits.map((benefit) => (
            <InfoCard key={benefit.title} title={benefit.title} description={benefit.description} />
          ))}
        </Box>
      </Section>
      <CallToAction {...page.closing} />
    </>
  );
}
