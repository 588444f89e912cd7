import Box from '@mui/material/Box';
import BoltIcon from '@mui/icons-material/Bolt';
import LockIcon from '@mui/icons-material/Lock';
import SavingsIcon from '@mui/icons-material/Savings';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ReactNode } from 'react';
import { CallToAction } from '../../../../components/CallToAction';
import { Carousel } from '../../../../components/Carousel';
import { InfoCard } from '../../../../components/InfoCard';
import { PageBanner } from '../../../../components/PageBanner';
import { Section } from '../../../../components/Section';
import { TextWithVideo } from '../../../../components/TextWithVideo';
import { newTab, opensInNewTab } from '../../../../components/new-tab';
import { liftOnHover, listGrid } from '../../../../components/sx';
import { Wordmark } from '../../../../components/logos/Wordmark';
import {
  type Benefit,
  databaseEngines,
  rdsBenefits,
  rdsPage as page,
} from '../../../../content/aws/servicios/base-de-datos/RDS';

const benefitIcons: Record<Benefit['icon'], ReactNode> = {
  admin: <SettingsSuggestIcon />,
  scale: <TrendingUpIcon />,
  availability: <CloudDoneIcon />,
  speed: <BoltIcon />,
  security: <LockIcon />,
  cost: <SavingsIcon />,
};

export default function RdsPage() {
  return (
    <>
      <PageBanner title={page.title} eyebrow={page.eyebrow} description={page.description} />
      <Section title={page.intro.title}>
        <TextWithVideo paragraphs={page.intro.paragraphs} video={page.intro.video} />
      </Section>
      <EngineGrid />
      <Section title={page.benefitsTitle} intro={page.benefitsIntro}>
        <Carousel
          label={page.carouselLabel}
          slides={rdsBenefits.map((benefit) => (
            <InfoCard
              key={benefit.id}
              title={benefit.title}
              description={benefit.description}
              icon={{ node: benefitIcons[benefit.icon], color: 'secondary.main' }}
              action={{ label: page.exploreLabel, href: benefit.url }}
            />
          ))}
        />
      </Section>
      <CallToAction {...page.closing} />
    </>
  );
}

/** The six engines, each a wordmark that opens the engine's page on AWS in a new tab. */
function EngineGrid() {
  return (
    <Section title={page.enginesTitle} intro={page.enginesIntro} tone="tinted">
      <Box component="ul" sx={listGrid({ xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' })}>
        {databaseEngines.map((engine) => (
          <li key={engine.name}>
            <Box
              component="a"
              href={engine.url}
              {...newTab}
              aria-label={opensInNewTab(engine.name)}
              sx={{
                display: 'grid',
                placeItems: 'center',
                height: 96,
                px: 2,
                borderRadius: 2,
                bgcolor: 'background.paper',
                border: '1px solid',
                borderColor: 'divider',
                overflow: 'hidden',
                ...liftOnHover(4),
                '& svg': { maxWidth: '100%', height: 'auto' },
              }}
            >
              <Wordmark name={engine.name} height={28} tone="dark" />
            </Box>
          </li>
        ))}
      </Box>
    </Section>
  );
}
