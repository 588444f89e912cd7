import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloudIcon from '@mui/icons-material/Cloud';
import CodeIcon from '@mui/icons-material/Code';
import DnsIcon from '@mui/icons-material/Dns';
import ExtensionIcon from '@mui/icons-material/Extension';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ReactNode } from 'react';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import { TileGrid } from '../../components/TileGrid';
import { VideoEmbed } from '../../components/VideoEmbed';
import { newTab, opensInNewTab } from '../../components/new-tab';
import { Wordmark } from '../../components/logos/Wordmark';
import {
  type SkillTile,
  journeySteps,
  restartPage as page,
  softSkills,
  technicalSkills,
} from '../../content/aws/aws-re-start';
import { socialProfileLabel } from '../../content/shared/site-frame';
import { formatDate } from '../../lib/dates';
import { socialProfiles } from '../../site';
import { ContentImage } from '../../components/ContentImage';
import { fontSizes, fontWeights } from '../../theme/tokens';

const skillIcons: Record<SkillTile['icon'], ReactNode> = {
  knowledge: <MenuBookIcon />,
  cloud: <CloudIcon />,
  platform: <DnsIcon />,
  code: <CodeIcon />,
  certification: <WorkspacePremiumIcon />,
  communication: <ForumIcon />,
  time: <ScheduleIcon />,
  problem: <ExtensionIcon />,
  team: <GroupsIcon />,
};

const withIcons = (tiles: readonly SkillTile[]) =>
  tiles.map((tile) => ({ ...tile, icon: skillIcons[tile.icon] }));

/** The program's training page. Applications are closed: there is no apply action. */
export default function ReStartPage() {
  return (
    <>
      <PageBanner
        title={page.title}
        eyebrow={page.eyebrow}
        description={
          <>
            {page.description}
            <Box
              component="dl"
              sx={{
                display: 'flex',
                gap: 2,
                flexWrap: 'wrap',
                mt: 3,
                mb: 0,
                '& > div': { px: 2.5, py: 1.5, borderRadius: 2, bgcolor: 'onDark.raised' },
                '& dt': { fontSize: fontSizes.small, opacity: 0.85 },
                '& dd': { m: 0, fontWeight: fontWeights.bold, fontSize: fontSizes.title },
              }}
            >
              {page.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </Box>
          </>
        }
        icon={<ContentImage src={page.icon.src} alt="" width={140} height={140} />}
      />
      <IntroSection />
      <JourneySection />
      <Section title={page.video.title} tone="tinted">
        <WhatIsCloudVideo />
      </Section>
      <Section title={page.requirementsTitle} intro={page.requirementsIntro} maxWidth="md">
        <Typography
          component="ul"
          sx={{ pl: 3, m: 0, fontSize: fontSizes.reading, '& li': { mb: 1 } }}
        >
          {page.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </Typography>
      </Section>
      <Section title={page.skillsTitle} tone="tinted">
        <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
          {page.technicalSkillsTitle}
        </Typography>
        <TileGrid tiles={withIcons(technicalSkills)} headingLevel="h4" minTileWidth={190} />
        <Typography variant="h3" component="h3" sx={{ mt: 5, mb: 2 }}>
          {page.softSkillsTitle}
        </Typography>
        <TileGrid tiles={withIcons(softSkills)} headingLevel="h4" minTileWidth={190} />
      </Section>
      <ClosedNotice />
    </>
  );
}

/**
 * The 'what is cloud computing' video. The spec fixes both: its id is a property with a
 * default (the placeholder id of decision 066 until the owner picks the video), and its frame
 * is 400px high, written out though it is VideoEmbed's default.
 */
function WhatIsCloudVideo({ videoId = page.video.defaultId }: { videoId?: string }) {
  return <VideoEmbed id={videoId} title={page.video.title} height={400} />;
}

function IntroSection() {
  return (
    <Section title={page.intro.title}>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          '& .intro-text': { mt: 0, mb: 2, fontSize: fontSizes.reading },
          '& .highlights': { display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, listStyle: 'none' },
          '& .highlights li': {
            px: 1.5,
            py: 0.5,
            borderRadius: 5,
            bgcolor: 'brand.sand',
            fontWeight: fontWeights.bold,
          },
          '& .logos': {
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            alignContent: 'start',
          },
          '& .logos li': {
            p: 2,
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 2,
            textAlign: 'center',
          },
          '& .logos p': { m: 0, fontSize: fontSizes.small, color: 'text.secondary' },
        }}
      >
        <div>
          {page.intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="intro-text">
              {paragraph}
            </p>
          ))}
          <ul className="highlights">
            {page.intro.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
        <ul className="logos" aria-label={page.logosLabel}>
          {page.logos.map((logo) => (
            <li key={logo.name}>
              <Wordmark name={logo.name} height={32} tone="dark" />
              <p>{logo.caption}</p>
            </li>
          ))}
        </ul>
      </Box>
      <Typography variant="h3" component="h3" sx={{ mt: 4, mb: 2 }}>
        {page.benefitsTitle}
      </Typography>
      <TileGrid tiles={page.benefits} minTileWidth={300} />
    </Section>
  );
}

/** The eight steps, in order, as a vertical timeline; the dated ones show their date in Spanish. */
function JourneySection() {
  return (
    <Section title={page.journeyTitle} intro={page.journeyIntro} maxWidth="md">
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          counterReset: 'paso',
          '& > li': { position: 'relative', counterIncrement: 'paso', pl: 7, pb: 3 },
          '& > li::before': {
            content: 'counter(paso)',
            position: 'absolute',
            left: 0,
            top: 0,
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'primary.dark',
            color: 'onDark.text',
            fontWeight: fontWeights.bold,
            display: 'grid',
            placeItems: 'center',
          },
          '& > li:not(:last-of-type)::after': {
            content: '""',
            position: 'absolute',
            left: 19,
            top: 44,
            bottom: 4,
            borderLeft: '2px dashed',
            borderColor: 'secondary.light',
          },
          '& h3': { m: 0, fontWeight: fontWeights.bold, fontSize: fontSizes.reading },
          '& p': { m: 0, color: 'text.secondary' },
          '& .step-date': { color: 'secondary.main', fontWeight: fontWeights.bold },
        }}
      >
        {journeySteps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            {step.date ? (
              <p className="step-date">
                <time dateTime={step.date}>{formatDate(step.date)}</time>
              </p>
            ) : null}
            <p>{step.description}</p>
          </li>
        ))}
      </Box>
    </Section>
  );
}

function ClosedNotice() {
  return (
    <Section title={page.closed.title} tone="dark" maxWidth="md">
      <Typography sx={{ fontSize: fontSizes.reading, mb: 2 }}>{page.closed.text}</Typography>
      <Box sx={{ display: 'flex', gap: 3 }}>
        {socialProfiles.map(({ network, href }) => (
          <Link
            key={network}
            href={href}
            {...newTab}
            aria-label={opensInNewTab(socialProfileLabel(network))}
            sx={{ color: 'onDark.text' }}
          >
            {network}
          </Link>
        ))}
      </Box>
    </Section>
  );
}
