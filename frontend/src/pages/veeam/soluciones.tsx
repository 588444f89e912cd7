import Box from '@mui/material/Box';
import BackupIcon from '@mui/icons-material/Backup';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import GppGoodIcon from '@mui/icons-material/GppGood';
import MailIcon from '@mui/icons-material/Mail';
import RestoreIcon from '@mui/icons-material/Restore';
import StorageIcon from '@mui/icons-material/Storage';
import type { ReactNode } from 'react';
import { CallToAction } from '../../components/CallToAction';
import { FlowDiagram } from '../../components/FlowDiagram';
import { InfoCard } from '../../components/InfoCard';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import {
  type BackupSolution,
  backupSolutions,
  veeamPage as page,
} from '../../content/veeam/soluciones';
import { ContentImage } from '../../components/ContentImage';

const solutionIcons: Record<BackupSolution['icon'], ReactNode> = {
  servers: <BackupIcon />,
  cloud: <CloudSyncIcon />,
  office: <MailIcon />,
  ransomware: <GppGoodIcon />,
  disaster: <RestoreIcon />,
  database: <StorageIcon />,
};

export default function SolucionesVeeamPage() {
  return (
    <>
      <PageBanner
        title={page.title}
        eyebrow={page.eyebrow}
        description={page.description}
        icon={<ContentImage src={page.illustration.src} alt="" width={220} height={160} />}
      />
      <Section title={page.solutionsTitle} intro={page.solutionsIntro}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {backupSolutions.map((solution) => (
            <InfoCard
              key={solution.id}
              title={solution.title}
              description={solution.description}
              icon={{ node: solutionIcons[solution.icon], color: 'primary.main' }}
            />
          ))}
        </Box>
      </Section>
      <Section title={page.methodTitle} tone="tinted">
        <FlowDiagram caption={page.methodCaption} steps={page.method} />
      </Section>
      <CallToAction {...page.closing} />
    </>
  );
}
